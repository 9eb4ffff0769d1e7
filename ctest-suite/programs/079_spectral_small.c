#include <stdio.h>
#include <math.h>
static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
static void mulAv(int n, const double *v, double *av) { for (int i = 0; i < n; i++) { av[i] = 0; for (int j = 0; j < n; j++) av[i] += A(i, j) * v[j]; } }
static void mulAtv(int n, const double *v, double *atv) { for (int i = 0; i < n; i++) { atv[i] = 0; for (int j = 0; j < n; j++) atv[i] += A(j, i) * v[j]; } }
static void mulAtAv(int n, const double *v, double *out) { double t[100]; mulAv(n, v, t); mulAtv(n, t, out); }
int main(void) {
    int n = 100; double u[100], v[100];
    for (int i = 0; i < n; i++) u[i] = 1;
    for (int i = 0; i < 10; i++) { mulAtAv(n, u, v); mulAtAv(n, v, u); }
    double vBv = 0, vv = 0;
    for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
    printf("%0.9f\n", sqrt(vBv / vv));
    return 0;
}
