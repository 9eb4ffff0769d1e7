#include <stdio.h>
enum perm { R = 1 << 2, W = 1 << 1, X = 1 << 0 };
static void show(unsigned p) { printf("%c%c%c\n", p & R ? 'r' : '-', p & W ? 'w' : '-', p & X ? 'x' : '-'); }
int main(void) {
    unsigned mode = R | X;
    show(mode); mode |= W; show(mode); mode &= ~R; show(mode);
    enum perm e = W;
    printf("%d %d\n", e, (int)sizeof e);
    for (enum perm p = X; p <= R; p <<= 1) printf("%d ", p);
    printf("\n");
    return 0;
}
