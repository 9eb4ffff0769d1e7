#include <stdio.h>
struct s { int a; char b; double c; int d[3]; };
int main(void) {
    int a[8] = {1, 2, 3};
    struct s x = {1, 'x'};
    struct s y = {0};
    char str[10] = "hi";
    int m[2][3] = {{1}, {4, 5}};
    int sum = 0;
    for (int i = 0; i < 8; i++) sum += a[i];
    printf("%d %d %c %g %d %d\n", sum, x.a, x.b, x.c, x.d[2], y.d[0]);
    printf("%d %d %d\n", str[2], str[9], m[1][1] + m[0][2] + m[1][2]);
    int n = 3;
    int b[3] = {n, n * 2, n * 3};
    printf("%d %d %d\n", b[0], b[1], b[2]);
    struct s arr[2] = {{1, 'a', 1.5, {1, 2, 3}}, {2, 'b'}};
    printf("%d %c %g %d %d\n", arr[1].a, arr[1].b, arr[0].c, arr[0].d[2], arr[1].d[1]);
    return 0;
}
