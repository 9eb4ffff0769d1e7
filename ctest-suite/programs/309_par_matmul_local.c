/* -fscf-parallel: matrix multiply into a local array (outer row loop parallel, inner loops sequential) */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define M 64
int A[M][M], B[M][M];

static long checksum(void) {
    int Cm[M][M];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            int s = 0;
            for (int k = 0; k < M; k++) s += A[i][k] * B[k][j];
            Cm[i][j] = s;
        }
    long t = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) t += (long)Cm[i][j] * (i + 2 * j + 1);
    return t;
}

int main(void) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) { A[i][j] = (i + j) % 7 - 3; B[i][j] = (i * j) % 5 + 1; }
    long c1 = checksum();
    for (int i = 0; i < M; i++) A[i][i] += 10;
    long c2 = checksum();
    printf("%ld %ld\n", c1, c2);
    return 0;
}
