/* spectral norm: power iteration on the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1),
   truncated to n x n; prints sqrt(u.Av / v.v). argv[1] = n. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double a_elem(int i, int j) {
    return 1.0 / ((double)((i + j) * (i + j + 1) / 2 + i + 1));
}

/* out = A * in */
static void mul_a(int n, const double *in, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += a_elem(i, j) * in[j];
        out[i] = s;
    }
}

/* out = A^T * in */
static void mul_at(int n, const double *in, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += a_elem(j, i) * in[j];
        out[i] = s;
    }
}

static void mul_ata(int n, const double *in, double *out, double *tmp) {
    mul_a(n, in, tmp);
    mul_at(n, tmp, out);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 5000;
    double *u = malloc(n * sizeof(double));
    double *v = malloc(n * sizeof(double));
    double *tmp = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
        u[i] = 1.0;
    for (int k = 0; k < 10; k++) {
        mul_ata(n, u, v, tmp);
        mul_ata(n, v, u, tmp);
    }
    double vbv = 0.0, vv = 0.0;
    for (int i = 0; i < n; i++) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    printf("%.9f\n", sqrt(vbv / vv));
    free(u);
    free(v);
    free(tmp);
    return 0;
}
