/* __auto_type and typeof in generic macros applied to ints, doubles, pointers and structs:
   each argument is evaluated exactly once. */
#include <stdio.h>

#define MAX(a, b) ({ __auto_type _a = (a); __auto_type _b = (b); _a > _b ? _a : _b; })
#define SWAP(a, b) do { __typeof__(a) _t = (a); (a) = (b); (b) = _t; } while (0)
#define ARRAY_SUM(arr) ({ __auto_type _p = (arr); typeof(_p[0]) _s = 0; \
    for (unsigned _i = 0; _i < sizeof(arr) / sizeof((arr)[0]); _i++) _s += _p[_i]; _s; })

struct pair { int a, b; };
static int calls;
static int f(int x) { calls++; return x; }

int main(void) {
    int i1 = 3, i2 = 9;
    double d1 = 2.5, d2 = -1.0;
    const char *s1 = "one", *s2 = "two";
    struct pair p1 = {1, 2}, p2 = {3, 4};
    int m = MAX(f(4), f(7));
    printf("%d %g %d\n", m, MAX(d1, d2), calls);
    SWAP(i1, i2); SWAP(d1, d2); SWAP(s1, s2); SWAP(p1, p2);
    printf("%d %d %g %g %s %s %d %d\n", i1, i2, d1, d2, s1, s2, p1.a, p2.b);
    int ints[] = {1, 2, 3, 4};
    double dbls[] = {0.5, 0.25};
    long longs[] = {1L << 40, 1L << 41};
    printf("%d %g %ld\n", ARRAY_SUM(ints), ARRAY_SUM(dbls), ARRAY_SUM(longs));
    __auto_type big = 1ULL << 63;
    printf("%llu %zu\n", big, sizeof big);
    return 0;
}
