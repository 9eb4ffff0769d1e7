#include <stdio.h>
#include <math.h>
int main(void) {
    printf("%.6f %.6f %.6f\n", sqrt(2.0), pow(2.0, 10.5), fabs(-3.25));
    printf("%.6f %.6f %.6f\n", sin(1.0), cos(1.0), atan2(1.0, 2.0));
    printf("%.6f %.6f\n", floor(-2.5), ceil(-2.5));
    printf("%.6f %.6f\n", exp(1.0), log(10.0));
    printf("%.3f\n", fmod(10.5, 3.0));
    float f = sqrtf(16.0f);
    printf("%.2f\n", f);
    return 0;
}
