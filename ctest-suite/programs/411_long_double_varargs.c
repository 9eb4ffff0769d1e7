// long double through variadic functions: printf's %Lf/%Le/%Lg/%La, va_arg(ap, long double) in a
// function of our own (mixed with ints and doubles), many arguments (the overflow area only).
#include <stdarg.h>
#include <stdio.h>

static long double sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long double);
    va_end(ap);
    return s;
}

static void mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
            case 'i': printf("i=%d ", va_arg(ap, int)); break;
            case 'd': printf("d=%g ", va_arg(ap, double)); break;
            case 'L': printf("L=%.4Lf ", va_arg(ap, long double)); break;
            case 'p': printf("s=%s ", va_arg(ap, const char *)); break;
        }
    }
    va_end(ap);
    printf("\n");
}

static long double average(int n, ...) {
    va_list ap, copy;
    va_start(ap, n);
    va_copy(copy, ap);
    long double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(copy, long double);
    va_end(copy);
    va_end(ap);
    return s / n;
}

int main(void) {
    long double v = 1234.5625L;
    printf("%Lf|%.2Le|%Lg|%La\n", v, v, v, v);
    printf("%10.3Lf|%-12.1Lf|%+Lf\n", -v, v, v);
    printf("sum %Lf\n", sum(4, 1.5L, 2.25L, -0.75L, 100.0L));
    printf("sum many %Lf\n", sum(12, 1.0L, 2.0L, 3.0L, 4.0L, 5.0L, 6.0L, 7.0L, 8.0L, 9.0L, 10.0L, 11.0L, 12.0L));
    mixed("iLdLpi", 7, 0.5L, 2.5, -3.25L, "text", 9);
    mixed("dddddddddLi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 42.125L, 11);
    printf("average %.6Lf\n", average(3, 1.0L, 2.0L, 4.0L));
    printf("%Lf %f %Lf %d\n", 0.5L, 0.25, -8.0L, 3);
    return 0;
}
