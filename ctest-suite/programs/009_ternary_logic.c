#include <stdio.h>
static int calls;
static int t(int v) { calls++; return v; }
int main(void) {
    int a = 5, b = 9;
    printf("%d %d\n", a > b ? a : b, a < b ? a : b);
    printf("%d\n", (a & 1) ? (b & 1 ? 11 : 10) : 0);
    calls = 0; int r = t(0) && t(1); printf("%d %d\n", r, calls);
    calls = 0; r = t(1) || t(1); printf("%d %d\n", r, calls);
    calls = 0; r = t(1) && t(2) && t(0) && t(3); printf("%d %d\n", r, calls);
    calls = 0; r = t(0) || t(0) || t(5); printf("%d %d\n", r, calls);
    double d = a ? 1.5 : 2;
    printf("%.2f\n", d);
    const char *s = b > 3 ? "yes" : "no";
    printf("%s\n", s);
    return !(r == 1);
}
