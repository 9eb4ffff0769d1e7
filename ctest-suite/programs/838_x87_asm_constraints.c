// x87 register constraints in inline assembly: "t" (the top of the register stack, %st) and "u" (the
// one below it, %st(1)), as glibc's old <bits/mathinline.h> used them (gcc torture 990413-2); llc
// could not allocate them before they were spelled as LLVM's {st} / {st(1)}.
#include <stdio.h>

static long double x87_sqrt(long double x) {
    long double r;
    __asm__ __volatile__("fsqrt" : "=t"(r) : "0"(x));
    return r;
}

static long double x87_atan2(long double y, long double x) {
    long double r;
    __asm__ __volatile__("fpatan" : "=t"(r) : "0"(x), "u"(y) : "st(1)");
    return r;
}

static long double x87_scale(long double x, long double e) {
    long double r;
    __asm__("fscale" : "=t"(r) : "0"(x), "u"(e));
    return r;
}

int main(void) {
    printf("sqrt(2) = %.18Lf\n", x87_sqrt(2.0L));
    printf("sqrt(1e6) = %.6Lf\n", x87_sqrt(1e6L));
    printf("atan2(1, 1) = %.18Lf\n", x87_atan2(1.0L, 1.0L));
    printf("atan2(-0, 1) = %Lg\n", x87_atan2(-0.0L, 1.0L));
    printf("scale(3, 4) = %Lg\n", x87_scale(3.0L, 4.0L));
    long double acc = 0;
    for (int i = 1; i <= 10; i++) acc += x87_sqrt((long double)i);
    printf("sum of sqrt(1..10) = %.15Lf\n", acc);
    return 0;
}
