#include <stdio.h>
int main(void) {
    double a = 1.5, b = -0.25;
    printf("%f %f %f %f\n", a + b, a - b, a * b, a / b);
    float f = 3.0f / 7.0f;
    printf("%.7f %.15f\n", f, (double)f);
    printf("%d %d %u\n", (int)2.9, (int)-2.9, (unsigned)3.99);
    printf("%f %f\n", (double)7 / 2, (float)(1 << 20));
    double big = 1e300;
    printf("%g %g\n", big * 10, -big * 1e10);
    printf("%.17g\n", 0.1 + 0.2);
    long long ll = (long long)1e18;
    printf("%lld %f\n", ll, (double)ll);
    unsigned long long u = 18446744073709551615ULL;
    printf("%.1f\n", (double)u);
    printf("%d %d\n", a > b, 0.1f == 0.1);
    double x = 10; x /= 4; x += 0.5; x *= 3;
    printf("%g\n", x);
    printf("%e %.3e\n", 12345.678, 0.000123);
    return 0;
}
