// JCIRC-ARGS: -fpermissive
// ARGS: -w
/* gcc knows the C library functions as builtins with their library prototypes: a
   __builtin_malloc or __builtin_strchr returns a pointer, and so does an undeclared memset or
   strchr (not an implicit int that drops the upper half of the address). abs/labs/llabs are
   computed inline even where the unit defines its own. x op= f() reads x after f() ran (gcc
   evaluates a right operand with side effects first). */
int printf(const char *, ...);

long long llabs(long long v) { return 1000 + v; }   /* gcc never calls it */
static unsigned x[1] = { 2 };
static unsigned bump(void) { x[0] |= 128; return 1; }

int main(void) {
    char local[32] = "abcdef";                       /* a stack address: above 4 GiB */
    char *p = __builtin_malloc(16);
    __builtin_strcpy(p, "hello, world");
    char *c = __builtin_strchr(local, 'd');
    printf("%s %s %d\n", p, c, (int)(c - local));
    char *m = memset(local, 'x', 2);                  /* implicitly declared */
    printf("%d %s\n", m == local, local);
    char *s = strchr(local, 'e');                     /* implicitly declared */
    printf("%d %d\n", s == local + 4, (int)__builtin_strlen(s));
    printf("%d %d\n", __builtin_memcmp(local, "xxc", 3) == 0, __builtin_isinff(3e38f * 10.0f));
    printf("%d %d\n", __builtin_isinfl(1.0L), __builtin_isnanf(0.0f / 0.0f) != 0);
    printf("%lld %ld %d\n", llabs(-5), labs(-6), abs(-7));
    __builtin_free(p);
    x[0] |= bump();
    printf("%u\n", x[0]);
    return 0;
}
