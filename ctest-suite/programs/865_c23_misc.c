// C23 odds and ends: __VA_OPT__(,) before __VA_ARGS__, u8 character constants (unsigned char),
// labels before declarations and at the end of a block, unnamed parameters in definitions,
// empty initializers of VLAs (zeroed even where the stack held other data).
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>

#define SHOW(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)

static int second(int, int b) { return b; }

static int count_down(int n) {
    int steps = 0;
again:
    int here = n;               // a declaration right after a label
    if (here > 0) { n--; steps++; goto again; }
    {
        if (steps > 2) goto out;
        steps += 100;
    out:
    }
    return steps;
}

static int scribble(int n) {
    int junk[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) junk[i][j] = 0x5555 + i * j;
    return junk[n - 1][n - 1];
}

static int zeroed(int n) {
    int grid[n][n] = {};
    long flat[n] = {};
    int sum = 0;
    for (int i = 0; i < n; i++) {
        sum += (int)flat[i];
        for (int j = 0; j < n; j++) sum += grid[i][j];
    }
    return sum;
}

int main(void) {
    SHOW("no arguments\n");
    SHOW("%d %d\n", second(1, 2), count_down(3));
    SHOW("%d\n", count_down(1));
    printf("%zu %d %d\n", sizeof(u8'a'), u8'a', (int)(u8'\xff' + 1));
    printf("%d %d\n", scribble(9) > 0, zeroed(9));
    return 0;
}
