#include <stdio.h>
#define N 4
static void fill(int m[][N], int rows) { for (int i = 0; i < rows; i++) for (int j = 0; j < N; j++) m[i][j] = (i + 1) * (j + 2); }
static int trace(int (*m)[N]) { int t = 0; for (int i = 0; i < N; i++) t += m[i][i]; return t; }
static int sum_row(const int *row) { int s = 0; for (int j = 0; j < N; j++) s += row[j]; return s; }
int main(void) {
    int m[N][N];
    fill(m, N);
    printf("%d %d %d\n", trace(m), sum_row(m[2]), sum_row(&m[3][0]));
    char names[3][8] = {"ann", "bob", "cy"};
    for (int i = 0; i < 3; i++) printf("%s/", names[i]);
    printf("\n");
    return 0;
}
