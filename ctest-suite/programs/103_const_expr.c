#include <stdio.h>
#define SQR(x) ((x) * (x))
enum { SIZE = SQR(4) + 2, HALF = SIZE / 2, NEG = -SIZE % 5, SH = 1 << 10 };
static int table[SIZE];
static const int consts[] = {SIZE, HALF, NEG, SH, sizeof(long) * 2, (int)3.9, 'A' + 1, 10 ? 20 : 30, !0, ~0};
static char buf[sizeof(int) * 3 + 1];
int main(void) {
    for (unsigned i = 0; i < sizeof consts / sizeof *consts; i++) printf("%d ", consts[i]);
    printf("\n%zu %zu\n", sizeof table, sizeof buf);
    return 0;
}
