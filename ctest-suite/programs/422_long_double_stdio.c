// long double with stdio: snprintf/sscanf with %Lf/%Le/%Lg, field widths, reading back.
#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[128];
    long double v = 3.0L / 8.0L;
    int n = snprintf(buf, sizeof buf, "[%Lf|%12.4Le|%Lg]", v, v * 1000, -v);
    printf("%s %d\n", buf, n);
    long double r1, r2;
    double d;
    int got = sscanf("2.5e3 -0.125 7.75", "%Lf %Lg %lf", &r1, &r2, &d);
    printf("read %d: %Lf %Lf %f\n", got, r1, r2, d);
    long double arr[3];
    got = sscanf("1.5,2.25,3.125", "%Lf,%Lf,%Lf", &arr[0], &arr[1], &arr[2]);
    printf("read %d: %Lf\n", got, arr[0] + arr[1] + arr[2]);
    snprintf(buf, sizeof buf, "%.30Lf", 1.0L / 1024);
    printf("%s len %zu\n", buf, strlen(buf));
    return 0;
}
