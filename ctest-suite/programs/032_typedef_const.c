#include <stdio.h>
typedef unsigned long ulong;
typedef struct vec { double x, y; } vec;
typedef vec *vecp;
typedef int arr3[3];
typedef int (*cb)(int);
static int inc(int v) { return v + 1; }
int main(void) {
    ulong n = 5;
    vec v = {1, 2};
    vecp p = &v;
    arr3 a = {7, 8, 9};
    cb f = inc;
    const int k = 10;
    const int *cp = &k;
    int m = 3;
    int *const pc = &m;
    *pc = 4;
    volatile int vol = 5;
    vol++;
    printf("%lu %g %g %d %d %d %d %d\n", n, p->x, v.y, a[2], f(k), *cp, m, vol);
    printf("%zu\n", sizeof(arr3));
    return 0;
}
