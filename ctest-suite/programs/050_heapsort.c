#include <stdio.h>
static void sift(double *a, int n, int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (r < n && a[r] > a[m]) m = r;
        if (m == i) return;
        double t = a[i]; a[i] = a[m]; a[m] = t; i = m;
    }
}
int main(void) {
    double a[16];
    for (int i = 0; i < 16; i++) a[i] = ((i * 37) % 16) - 7.5;
    for (int i = 7; i >= 0; i--) sift(a, 16, i);
    for (int n = 15; n > 0; n--) { double t = a[0]; a[0] = a[n]; a[n] = t; sift(a, n, 0); }
    for (int i = 0; i < 16; i++) printf("%.1f ", a[i]);
    printf("\n");
    return 0;
}
