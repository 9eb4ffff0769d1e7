#include <stdio.h>
struct f2 { float x, y; };
struct f3 { float x, y, z; };
struct d1i1 { double d; int i; };
struct i1d1 { int i; double d; };
static struct f2 f2add(struct f2 a, struct f2 b) { struct f2 r = {a.x + b.x, a.y + b.y}; return r; }
static struct f3 f3scale(struct f3 a, float k) { a.x *= k; a.y *= k; a.z *= k; return a; }
static struct d1i1 swapdi(struct i1d1 v) { struct d1i1 r = {v.d, v.i}; return r; }
static double many_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
int main(void) {
    struct f2 a = {1.5f, 2.5f}, b = {0.25f, -1};
    struct f2 c = f2add(a, b);
    struct f3 d = f3scale((struct f3){1, 2, 3}, 0.5f);
    struct d1i1 e = swapdi((struct i1d1){7, 3.25});
    printf("%g %g | %g %g %g | %g %d\n", c.x, c.y, d.x, d.y, d.z, e.d, e.i);
    printf("%g\n", many_doubles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    return 0;
}
