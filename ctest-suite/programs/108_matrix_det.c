#include <stdio.h>
#include <math.h>
static double det(double m[4][4], int n) {
    double a[4][4]; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = m[i][j];
    double d = 1;
    for (int c = 0; c < n; c++) {
        int p = c; for (int r = c + 1; r < n; r++) if (fabs(a[r][c]) > fabs(a[p][c])) p = r;
        if (fabs(a[p][c]) < 1e-12) return 0;
        if (p != c) { for (int j = 0; j < n; j++) { double t = a[p][j]; a[p][j] = a[c][j]; a[c][j] = t; } d = -d; }
        d *= a[c][c];
        for (int r = c + 1; r < n; r++) { double f = a[r][c] / a[c][c]; for (int j = c; j < n; j++) a[r][j] -= f * a[c][j]; }
    }
    return d;
}
int main(void) {
    double m[4][4] = {{2, -1, 0, 3}, {1, 3, 2, -2}, {0, 1, 4, 1}, {5, 0, -1, 2}};
    printf("%.6f\n", det(m, 4));
    double s[4][4] = {{1, 2, 0, 0}, {2, 4, 0, 0}};
    printf("%.6f %.6f\n", det(s, 2), det(m, 3));
    return 0;
}
