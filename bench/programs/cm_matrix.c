/* CoreMark-like matrix kernel (written for jcirc's bench): N x N short matrices,
   per round: add a constant, multiply by a constant into an int matrix, matrix
   times vector, matrix times matrix, and a multiply whose bit fields are summed;
   every result is folded into a checksum. argv[1] = rounds. */
#include <stdio.h>
#include <stdlib.h>

enum { N = 40 };

static void add_const(int n, short *a, short v) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] += v;
}

static void mul_const(int n, int *c, const short *a, short v) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            c[i * n + j] = (int)a[i * n + j] * (int)v;
}

static void mul_vect(int n, int *c, const short *a, const short *b) {
    for (int i = 0; i < n; i++) {
        c[i] = 0;
        for (int j = 0; j < n; j++)
            c[i] += (int)a[i * n + j] * (int)b[j];
    }
}

static void mul_mat(int n, int *c, const short *a, const short *b) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i * n + j] = 0;
            for (int k = 0; k < n; k++)
                c[i * n + j] += (int)a[i * n + k] * (int)b[k * n + j];
        }
}

static void mul_mat_bits(int n, int *c, const short *a, const short *b) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i * n + j] = 0;
            for (int k = 0; k < n; k++) {
                int t = (int)a[i * n + k] * (int)b[k * n + j];
                c[i * n + j] += ((t >> 2) & 0xf) * ((t >> 5) & 0x7f);
            }
        }
}

static int sum(int n, const int *c, int clip) {
    int s = 0, prev = 0, ret = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int v = c[i * n + j];
            s += v;
            if (s > clip) { ret += 10; s = 0; }
            else ret += v > prev ? 1 : 0;
            prev = v;
        }
    return ret;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 8000;
    short *a = malloc(sizeof(short) * N * N), *b = malloc(sizeof(short) * N * N);
    int *c = malloc(sizeof(int) * N * N);
    unsigned seed = 1;
    for (int i = 0; i < N * N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (short)((seed >> 16) % 200 - 100);
        seed = seed * 1103515245u + 12345u;
        b[i] = (short)((seed >> 16) % 200 - 100);
    }
    unsigned check = 0;
    for (int r = 0; r < rounds; r++) {
        short v = (short)(r % 17 + 1);
        add_const(N, a, v);
        mul_const(N, c, a, v);
        check = check * 31 + (unsigned)sum(N, c, 20000);
        mul_vect(N, c, a, b);
        check = check * 31 + (unsigned)sum(N, c, 20000);
        mul_mat(N, c, a, b);
        check = check * 31 + (unsigned)sum(N, c, 200000);
        mul_mat_bits(N, c, a, b);
        check = check * 31 + (unsigned)sum(N, c, 20000);
        add_const(N, a, (short)-v);
    }
    printf("check %08x\n", check);
    free(a); free(b); free(c);
    return 0;
}
