// Shapes the scaling fixes touch: nested switches whose case bodies are moved (one scf case)
// or cloned (reached by fallthrough from another case), nested loops with breaks whose
// variables mem2reg threads through every level, nested structs, an insertvalue-chain table.
#include <stdio.h>

static int sw(int x, int y) {
    int s = 0;
    switch (x & 3) {
    case 0:
        switch (y & 1) { case 0: s += 1; break; default: s += 2; }
        /* fallthrough: case 1's body is reached from two cases (cloned) */
    case 1:
        switch (y & 2) { case 0: s += 10; /* fallthrough */ case 2: s += 20; break; }
        break;
    case 2:
        switch (y) { case 5: s += 100; break; default: s += 200; }
        break;
    default:
        s = -1;
    }
    return s;
}

static int loops(int m) {
    int s = 0, t = 7;
    for (int a = 0; a < m; a++) {
        if (a == 3) break;
        for (int b = 0; b < m; b++) {
            if (b == 2) break;
            int w = 0;
            while (w < m) {
                if (w == a + b) break;
                t = t * 3 + w;
                w++;
            }
            s += w;
        }
        t ^= s;
    }
    return s * 1000 + (t & 0xfff);
}

static int chain(int x) {
    if (x == 0) return 10;
    else if (x == 1) return 11;
    else if (x == 2) return 12;
    else if (x == 3) { int r = 0; for (int i = 0; i < 4; i++) { if (i == 2) break; r += i; } return r; }
    else return -x;
}

struct S0 { int v; };
struct S1 { struct S0 in; int v; };
struct S2 { struct S1 in; char c; int v; };
struct S3 { struct S2 in; struct S1 other; int v; };
static struct S3 g = { { { { 1 }, 2 }, 'x', 3 }, { { 4 }, 5 }, 6 };
static const int T[40] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, [39] = 77 };

int main(void) {
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 6; y++) printf("%d ", sw(x, y));
    printf("\n%d %d %d\n", loops(5), loops(1), loops(0));
    for (int x = 0; x < 6; x++) printf("%d ", chain(x));
    printf("\n%d %d %d %c %d %d %d %d %zu\n", g.in.in.in.v, g.in.in.v, g.in.v, g.in.c, g.other.in.v, g.other.v, g.v,
           T[0] + T[19] + T[20] + T[39], sizeof(struct S3));
    return 0;
}
