// __builtin_clrsb{,l,ll}: the number of redundant sign bits (leading bits equal to the sign bit, minus one).
#include <limits.h>
#include <stdio.h>

int main(void) {
    int is[] = {0, -1, 1, -2, 127, -128, INT_MAX, INT_MIN, 0x00ffff00, -0x10000};
    long ls[] = {0, -1, 1, LONG_MAX, LONG_MIN, 0x7fffffffL, -0x80000001L};
    long long lls[] = {0, -1, 3, LLONG_MIN, 1LL << 40};
    for (unsigned i = 0; i < sizeof is / sizeof is[0]; i++) printf("%d ", __builtin_clrsb(is[i]));
    printf("\n");
    for (unsigned i = 0; i < sizeof ls / sizeof ls[0]; i++) printf("%d ", __builtin_clrsbl(ls[i]));
    printf("\n");
    for (unsigned i = 0; i < sizeof lls / sizeof lls[0]; i++) printf("%d ", __builtin_clrsbll(lls[i]));
    printf("\n");
    return 0;
}
