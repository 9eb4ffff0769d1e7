// GNU casts to a union type from a member's type ((union U) x), in expressions, arguments, returns and
// static and automatic initializers; casts of a struct or union value to its own type.
#include <stdio.h>
#include <string.h>

union U { int i; double d; char *p; unsigned char bytes[8]; };
struct S { int a; short b; };
union W { struct S s; long l; };

static union U g_int = (union U) 42;
static union U g_double = (union U) 2.5;
static union U g_init[2] = { (union U) 7, (union U) 1.25 };

static double as_double(union U u) { return u.d; }
static union U make(int v) { return (union U) (v * 3); }

int main(void) {
    int i = 5;
    double d = -0.75;
    char text[] = "abc";
    union U a = (union U) i;
    union U b = (union U) d;
    union U c = (union U) text;            /* char[4] decays to char *: the p member */
    union U zero;
    memset(&zero, 0, sizeof zero);
    zero = (union U) 9;
    printf("%d %g %s %d\n", a.i, b.d, c.p, zero.i);
    printf("%d %g %d %g\n", g_int.i, g_double.d, g_init[0].i, g_init[1].d);
    printf("%g %d\n", as_double((union U) 3.5), make(4).i);
    printf("%g\n", ((union U) 6.5).d);
    struct S s = {1, 2};
    struct S t = (struct S) s;
    union W w = (union W) s;               /* the struct member */
    union W w2 = (union W) 123456789L;
    union W w3 = (union W) w;
    printf("%d %d %d %d %ld %ld\n", t.a, t.b, w.s.a, w.s.b, w2.l, w3.l == w.l);
    printf("%d\n", ((struct S) s).b);
    return 0;
}
