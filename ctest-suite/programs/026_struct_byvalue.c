#include <stdio.h>
struct small { int a, b; };
struct pair { double x, y; };
struct mix { int i; float f; };
struct big { long v[5]; };
struct bytes { char c[3]; };
static struct small mk_small(int a, int b) { struct small s = {a, b}; return s; }
static struct pair scale(struct pair p, double k) { p.x *= k; p.y *= k; return p; }
static struct mix mk_mix(int i, float f) { struct mix m; m.i = i; m.f = f; return m; }
static struct big fill(long base) { struct big b; for (int i = 0; i < 5; i++) b.v[i] = base + i; return b; }
static long total(struct big b) { long t = 0; for (int i = 0; i < 5; i++) t += b.v[i]; return t; }
static int sum_small(struct small s, struct small t) { return s.a + s.b + t.a * t.b; }
static struct bytes rev(struct bytes b) { struct bytes r = {{b.c[2], b.c[1], b.c[0]}}; return r; }
int main(void) {
    struct small s = mk_small(3, 4);
    printf("%d %d %d\n", s.a, s.b, sum_small(s, mk_small(5, 6)));
    struct pair p = scale((struct pair){1.5, -2.0}, 2.0);
    printf("%g %g\n", p.x, p.y);
    struct mix m = mk_mix(7, 2.5f);
    printf("%d %g\n", m.i, m.f);
    struct big b = fill(100);
    printf("%ld %ld\n", b.v[4], total(b));
    struct bytes x = {{'a', 'b', 'c'}};
    struct bytes y = rev(x);
    printf("%c%c%c\n", y.c[0], y.c[1], y.c[2]);
    return 0;
}
