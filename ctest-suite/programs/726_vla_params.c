// VLA parameters: earlier parameters are in scope for later parameter types, the size expressions are
// evaluated on entry (also the outermost one, dropped by the adjustment to a pointer), [*] in prototypes.
#include <stdio.h>

int sum2d(int n, int m, int a[*][*]);
static void fill3(int n, int m, int k, double a[n][m][k]);
static int calls;
static int next(void) { return ++calls; }

int sum2d(int n, int m, int a[n][m]) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += a[i][j] * (i + 1);
    printf("sizeof a=%zu a[0]=%zu a[0][0]=%zu stride=%td\n", sizeof a, sizeof a[0], sizeof a[0][0],
           (char *)(a + 1) - (char *)a);
    return s;
}

static void fill3(int n, int m, int k, double a[n][m][k]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            for (int l = 0; l < k; l++) a[i][j][l] = i * 100 + j * 10 + l;
    printf("%zu %zu\n", sizeof a[0], sizeof a[0][0]);
}

static int rows(int n, double (*p)[n], int r) { return (int)(p[r][n - 1] + sizeof *p); }

static int side_effects(int n, int a[next()][n + next()]) {   /* both sizes evaluated once, on entry */
    return (int)(sizeof a[0] / sizeof a[0][0]) * 100 + calls;
}

static long matrix_trace(int n, long m[n][n]) {
    long t = 0;
    for (int i = 0; i < n; i++) t += m[i][i];
    return t;
}

int main(void) {
    int a[2][3] = {{1, 2, 3}, {4, 5, 6}};
    printf("%d\n", sum2d(2, 3, a));
    int b[3][1] = {{7}, {8}, {9}};
    printf("%d\n", sum2d(3, 1, b));
    double d[2][3][4];
    fill3(2, 3, 4, d);
    printf("%g %g %g\n", d[0][0][3], d[1][2][3], d[1][1][0]);
    double e[3][5] = {{0}, {0, 0, 0, 0, 42}};
    printf("%d\n", rows(5, e, 1));
    int c[4][6];
    printf("%d\n", side_effects(4, c));
    long m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    printf("%ld\n", matrix_trace(3, m));
    return 0;
}
