// __attribute__((mode(M))) picks the integer or float type of machine mode M (QI HI SI DI TI, byte,
// word, pointer; SF DF XF), keeping the signedness of the type it is written on, as gcc
// (was ignored: `int q __attribute__((mode(QI)))` stayed 4 bytes; found by g++'s gen-attrs-3).
#include <stdio.h>
typedef int qi __attribute__((mode(QI)));
typedef unsigned int uqi __attribute__((__mode__(__QI__)));
typedef int hi __attribute__((mode(HI)));
typedef unsigned di __attribute__((mode(DI)));
typedef int ti __attribute__((mode(TI)));
typedef unsigned long uw __attribute__((mode(word)));
typedef int by __attribute__((mode(byte)));
typedef unsigned up __attribute__((mode(pointer)));
typedef float df __attribute__((mode(DF)));
typedef double sf __attribute__((mode(SF)));
int hx __attribute__((mode(HI))) = 40000;   /* wraps to a 16-bit signed value */
struct S { char c; di d; qi q; };
int main(void) {
    qi a = 200;           /* -56 */
    uqi b = 300;          /* 44 */
    hi h = 70000;         /* 4464 */
    di d = 0;
    d = d - 1;            /* 2^64 - 1: unsigned 64-bit */
    ti t = (ti) 1 << 100;
    df x = 1.0 / 3.0;     /* a double */
    sf y = 1.0 / 3.0;     /* a float */
    printf("%zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(qi), sizeof(uqi), sizeof(hi), sizeof(di),
           sizeof(ti), sizeof(uw), sizeof(by), sizeof(up), sizeof(df), sizeof(sf));
    printf("%d %d %d %llu %d %d %zu\n", a, b, h, (unsigned long long) d, (int) (t >> 100), hx, sizeof(struct S));
    printf("%.17g %.9g %d\n", x, (double) y, (qi) -1 < 0);
    return 0;
}
