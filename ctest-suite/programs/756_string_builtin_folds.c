// ARGS: -fno-tree-loop-distribute-patterns
#include <stdio.h>
#include <string.h>
#include <strings.h>
/* gcc's string builtins that jcirc folds itself (CIRGenStringFold): rindex/index are strrchr/strchr
   (constant strings folded), strncat(d, "", n) is d with d and n still evaluated; with
   -fno-tree-loop-distribute-patterns copy loops stay loops while explicit memmove/memcpy calls stay
   builtins (torture builtins/strrchr, strncat, memmove at -O2). */
static int evals;
static size_t count(size_t n) { evals++; return n; }
static char *dest(char *d) { evals++; return d; }

/* a byte copy loop: must not become a call of memmove (here: itself) */
static void *my_copy(void *dst, const void *src, size_t n) {
    char *d = dst;
    const char *s = src;
    if (s < d) while (n-- != 0) d[n] = s[n];
    else while (n-- != 0) *d++ = *s++;
    return dst;
}

int main(void) {
    const char *const foo = "hello world";
    volatile int k = 3;
    const char *v = foo + (k & 3);
    printf("%ld %ld %d\n", (long)(rindex(foo, 'o') - foo), (long)(index(foo, 'o') - foo), rindex(foo, 'x') == 0);
    printf("%ld %ld\n", (long)(__builtin_rindex(v, 'l') - foo), (long)(__builtin_index(v, 'l') - foo));
    printf("%ld %ld\n", (long)(strrchr(v, '\0') - foo), (long)(rindex(v, 'h') ? 1 : 0));

    char buf[32] = "abc";
    char *r = strncat(dest(buf), "", count(100));
    printf("%d %d %s\n", r == buf, evals, buf);
    r = strncat(buf + 1, "", count(k));
    printf("%d %d %s\n", r == buf + 1, evals, buf);
    r = __builtin_strncat(buf, "de", count(1));
    printf("%d %d %s\n", r == buf, evals, buf);

    char p[16] = "abcdefgh";
    memmove(p + 2, p, (size_t)k);
    printf("%s\n", p);
    my_copy(p + 1, p, 5);
    printf("%s\n", p);
    my_copy(p, p + 2, 4);
    printf("%s\n", p);
    if (memmove(p + 2, "xyz", 0) != p + 2) return 1;
    bcopy("XY", p + 6, 2);
    printf("%s\n", p);
    return 0;
}
