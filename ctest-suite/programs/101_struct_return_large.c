#include <stdio.h>
struct m3 { double a[3][3]; };
static struct m3 ident(void) { struct m3 m = {{{0}}}; for (int i = 0; i < 3; i++) m.a[i][i] = 1; return m; }
static struct m3 mul(struct m3 x, struct m3 y) { struct m3 r; for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) { r.a[i][j] = 0; for (int k = 0; k < 3; k++) r.a[i][j] += x.a[i][k] * y.a[k][j]; } return r; }
int main(void) {
    struct m3 r = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
    struct m3 acc = ident();
    for (int i = 0; i < 5; i++) acc = mul(acc, r);
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", acc.a[i][0], acc.a[i][1], acc.a[i][2]);
    return 0;
}
