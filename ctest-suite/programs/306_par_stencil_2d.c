/* -fscf-parallel: a 2-D five-point stencil writing a different array, iterated; the copy-back loop too */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define R 120
#define C 90
int g[R][C], h[R][C];

int main(void) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) g[i][j] = (i * 31 + j * 17) % 23;
    for (int step = 0; step < 10; step++) {
        for (int i = 1; i < R - 1; i++)
            for (int j = 1; j < C - 1; j++)
                h[i][j] = (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1] + 4 * g[i][j]) % 1000;
        for (int i = 1; i < R - 1; i++)
            for (int j = 1; j < C - 1; j++) g[i][j] = h[i][j];
    }
    long total = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) total += g[i][j] * (long)(i + j);
    printf("g[1][1]=%d g[60][45]=%d g[118][88]=%d\n", g[1][1], g[60][45], g[118][88]);
    printf("total=%ld\n", total);
    return 0;
}
