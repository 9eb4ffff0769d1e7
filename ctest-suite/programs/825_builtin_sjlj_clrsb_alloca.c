// JCIRC-ARGS: -fpermissive
/* Builtins that must not become calls to functions that do not exist (or do something else):
   __builtin_setjmp/__builtin_longjmp on gcc's 5-word buffer (libc's setjmp would overrun it),
   __builtin_clrsb{,l,ll} (no libc function), alloca declared as a function or implicitly
   declared (glibc has only the builtin), and implicitly declared library functions keep their
   library types (a pointer or double result is not an int). */
#include <stdio.h>

extern void *alloca(__SIZE_TYPE__);

static void *buf[5];
static int depth;

__attribute__((noinline)) static void jump_back(void) {
    depth++;
    __builtin_longjmp(buf, 1);
}

static int sjlj(int x) {
    volatile int a = 0;
    if (__builtin_setjmp(buf) == 0) {
        a = x;
        jump_back();
        return -1;   /* not reached */
    }
    return a * 10 + depth;
}

static int sum_alloca(int n) {
    int *p = (int *)alloca(n * sizeof(int));
    int s = 0;
    for (int i = 0; i < n; i++) p[i] = i * i;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

int main(void) {
    int first = sjlj(4);
    int second = sjlj(7);
    printf("%d %d\n", first, second);
    printf("%d %d %d %d\n", __builtin_clrsb(0), __builtin_clrsb(-1), __builtin_clrsb(1), __builtin_clrsb(-129));
    printf("%d %d %d\n", __builtin_clrsbl(0x7fffL), __builtin_clrsbll(-1LL << 40), __builtin_clrsbl(-0x8000000000000000L));
    printf("%d\n", sum_alloca(10));
    char *q = (char *)alloca(32);
    char *r = strcpy(q, "implicit");          /* implicitly declared: char *strcpy(...) */
    printf("%s %d %.3f\n", r, (int)strlen(r), sqrt(2.0));
    return 0;
}
