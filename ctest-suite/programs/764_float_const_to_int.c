// ARGS: -w
#include <stdio.h>
/* gcc folds a floating constant converted to an integer type, saturating when it is out of range
   (gcc's 20031003-1: (int)2147483648.0f == INT_MAX): the same value at every -O level, where a
   run-time conversion would give 0x80000000 or an undefined (poison) value. */
static int f1(void) { return (int)2147483648.0f; }
static int f2(void) { return (int)(float)(2147483647); }
static int f3(void) { return (int)-1e20; }
static unsigned f4(void) { return (unsigned)-1.0; }
static unsigned f5(void) { return (unsigned)5e9; }
static long long f6(void) { return (long long)1e30; }
static unsigned char f7(void) { return (unsigned char)300.0; }
static int f8(void) { int x = 3e10; return x; }
static int g = 1e12;
static short h = -1e6;

int main(void) {
    printf("%d %d %d %u %u\n", f1(), f2(), f3(), f4(), f5());
    printf("%lld %d %d %d %d\n", f6(), f7(), f8(), g, h);
    printf("%d %d\n", (int)3.99, (int)-3.99);
    return 0;
}
