// GNU complex integer types: sizes, static and automatic initializers, arithmetic (gcc's integer
// division method), __real__/__imag__ as values and lvalues, conversions to and from complex floating
// and real types, comparisons, passing and returning by value, struct members, va_arg.
#include <stdarg.h>
#include <stdio.h>

typedef struct { _Complex char a; _Complex char b; } Scc2;
static Scc2 scc = { 1 + 2i, 3 + 4i };
static _Complex int gi = 5 - 6i;
static _Complex unsigned short gus = 100 + 200i;
static __complex__ long gl[2] = { 7, -8i };

static _Complex long long twice(_Complex long long z) { return z * 2; }
static _Complex char swap(_Complex char z) { _Complex char r; __real__ r = __imag__ z; __imag__ r = __real__ z; return r; }
static _Complex int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    _Complex int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, _Complex int);
    va_end(ap);
    return s;
}

#define P(z) printf("%lld %lld\n", (long long)__real__ (z), (long long)__imag__ (z))

int main(void) {
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(_Complex char), sizeof(_Complex short), sizeof(_Complex int),
           sizeof(_Complex long), _Alignof(_Complex int), sizeof(Scc2));
    P(scc.a); P(scc.b); P(gi); P(gus); P(gl[0]); P(gl[1]);
    _Complex int a = 7 + 9i, b = 3 + 1i, c = -4 - 3i, z = 5i;
    P(a + b); P(a - c); P(a * b); P(a * c); P(a / b); P(a / c); P(a / z); P(a / 2);
    P(-a); P(~a); P(a + 1); P(2 * a);
    _Complex unsigned u = 30 + 12i, v = 4 + 1i;
    P(u / v); P(u * v); P(u - v);
    __real__ a = 100;
    __imag__ a += 5;
    P(a);
    a *= b;
    P(a);
    a /= 3;
    P(a);
    _Complex double d = a;          /* complex integer -> complex double */
    printf("%g %g\n", __real__ d, __imag__ d);
    _Complex int back = 2.9 - 3.9i; /* complex double -> complex int truncates each part */
    P(back);
    int r = a;                      /* the real part */
    double dr = b;
    _Bool nz = z, zz = (_Complex int)0;
    printf("%d %g %d %d\n", r, dr, nz, zz);
    printf("%d %d %d %d\n", a == a, a != b, b == 3 + 1i, scc.a != 1 + 2i);
    _Complex float f = (_Complex int)(1 + 2i) + 0.5f;
    printf("%g %g\n", (double)__real__ f, (double)__imag__ f);
    P(twice(3 - 4i)); P(swap(scc.b)); P(sum(3, a, b, c));
    _Complex signed char sc = 127 + 127i;
    sc += 1;                        /* wraps */
    P(sc);
    return 0;
}
