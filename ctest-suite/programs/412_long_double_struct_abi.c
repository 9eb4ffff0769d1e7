// long double in structs, arrays and calls: returned in ST0, passed in memory, struct {long double}
// returned in ST0 too, larger structs by sret, function pointers, many arguments.
#include <stdio.h>

struct One { long double v; };
struct Mixed { char tag; long double v; int n; };
struct Pair { long double lo, hi; };

static long double twice(long double x) { return x * 2; }
static struct One wrap(long double x) { struct One o = {x + 1}; return o; }
static struct Mixed mk(char t, long double v, int n) { struct Mixed m = {t, v, n}; return m; }
static struct Pair span(const long double *a, int n) {
    struct Pair p = {a[0], a[0]};
    for (int i = 1; i < n; i++) { if (a[i] < p.lo) p.lo = a[i]; if (a[i] > p.hi) p.hi = a[i]; }
    return p;
}
static long double dot(struct Pair a, struct Pair b) { return a.lo * b.lo + a.hi * b.hi; }
static long double many(long double a, double b, long double c, int d, long double e, float f, long double g, long double h) {
    return a + b + c + d + e + f + g + h;
}
static long double apply(long double (*fn)(long double), long double x) { return fn(fn(x)); }

int main(void) {
    printf("twice %Lf\n", twice(-1.125L));
    struct One o = wrap(2.5L);
    printf("wrap %Lf\n", o.v);
    struct Mixed m = mk('q', 0.0625L, -4);
    printf("mixed %c %Lf %d size %zu\n", m.tag, m.v, m.n, sizeof m);
    long double arr[5] = {3.5L, -1.25L, 9.75L, 0.0L, 2.0L};
    struct Pair p = span(arr, 5);
    printf("span %Lf %Lf\n", p.lo, p.hi);
    struct Pair q = {2, 3};
    printf("dot %Lf\n", dot(p, q));
    printf("many %Lf\n", many(1.0L, 2.0, 3.0L, 4, 5.0L, 6.0f, 7.0L, 8.0L));
    printf("apply %Lf\n", apply(twice, 1.5L));
    struct Mixed ms[3];
    for (int i = 0; i < 3; i++) ms[i] = mk((char)('a' + i), i * 0.5L, i * i);
    long double t = 0;
    for (int i = 0; i < 3; i++) t += ms[i].v * ms[i].n;
    printf("array of structs %Lf %c\n", t, ms[2].tag);
    return 0;
}
