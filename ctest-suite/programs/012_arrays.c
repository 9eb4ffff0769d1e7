#include <stdio.h>
static int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    printf("%d\n", sum(a, 10));
    int m[3][4];
    for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j;
    int t = 0;
    for (int i = 0; i < 3; i++) t += m[i][3 - i];
    printf("%d %d\n", t, m[2][1]);
    int z[5] = {1, 2};
    printf("%d %d %d\n", z[0], z[1], z[4]);
    int n[] = {5, 6, 7};
    printf("%zu %zu\n", sizeof n, sizeof n / sizeof n[0]);
    char cube[2][3][4];
    for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 4; k++) cube[i][j][k] = (char)(i + j + k);
    printf("%d %zu\n", cube[1][2][3], sizeof cube);
    int (*row)[4] = m;
    printf("%d\n", row[1][2]);
    return 0;
}
