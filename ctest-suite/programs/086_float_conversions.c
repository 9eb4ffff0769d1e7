#include <stdio.h>
int main(void) {
    float f = 16777217.0f;
    double d = 16777217.0;
    printf("%.1f %.1f\n", f, d);
    printf("%d %d\n", (int)1e9f, (int)-1e9);
    printf("%lld\n", (long long)-9.2e18);
    printf("%u %lu\n", (unsigned)4.0e9, (unsigned long)1.5e19);
    printf("%f %f\n", (float)1 / 3, 1.0 / 3);
    short s = (short)-1.9; unsigned char c = (unsigned char)200.7;
    printf("%d %d\n", s, c);
    float g = 0.1f; double gd = g;
    printf("%.20f\n", gd);
    printf("%g %g\n", (double)(float)1e-45, (double)(float)3.4e38);
    return 0;
}
