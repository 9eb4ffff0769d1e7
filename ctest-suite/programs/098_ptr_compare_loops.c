#include <stdio.h>
int main(void) {
    double v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    double *lo = v, *hi = v + 7;
    while (lo < hi) { double t = *lo; *lo++ = *hi; *hi-- = t; }
    for (double *p = v; p != v + 8; ++p) printf("%g ", *p);
    printf("\n");
    const char *s = "pointer walk";
    const char *end = s; while (*end) end++;
    int spaces = 0;
    for (const char *p = end - 1; p >= s; p--) spaces += *p == ' ';
    printf("%d %ld\n", spaces, (long)(end - s));
    return 0;
}
