#include <stdio.h>
int main(void) {
    printf("%d %ld %lld %u %x %o %c %s %%\n", -1, 2L, 3LL, 4u, 255, 8, 'z', "str");
    printf("%f %e %g %.3f %10.2f|%-6d|%06d\n", 1.5, 2.5, 3.5, 3.14159, 2.5, 42, 42);
    printf("%d %f %d %f %d %f %d %f %d %f\n", 1, 1.0, 2, 2.0, 3, 3.0, 4, 4.0, 5, 5.0);
    printf("%f %f %f %f %f %f %f %f %f %f\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    char c = 'A'; short sh = -3; float fl = 0.5f;
    printf("%c %d %f\n", c, sh, fl);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s-%d-%.1f", "x", 7, 0.25);
    printf("%s %d\n", buf, n);
    printf("%p\n", (void *)0);
    return 0;
}
