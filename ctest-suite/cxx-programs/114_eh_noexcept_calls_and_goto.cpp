// Calls of noexcept functions (plain calls, no landing pad) inside try blocks and loops; a noexcept function that
// throws still reaches std::terminate's region only when it does throw (not here); a function with a goto and a try
// (flattened whole on the scf path) next to the same code without the goto (an island in a loop); an exception
// thrown out of a loop nested three deep, caught in the caller with the destructors of every level run once.
#include <stdio.h>

static int depth = 0;
struct Level {
    int d;
    Level(int x) : d(x) { depth++; }
    ~Level() noexcept { depth--; printf("<%d", d); }
};

int square(int x) noexcept { return x * x; }
int cube(int x) throw() { return x * x * x; }
int risky(int x) { if (x == 6) throw x; return x + 1; }

int with_goto(int n) {
    int s = 0, i = 0;
again:
    if (i >= n) return s;
    try {
        Level l(i);
        s += risky(i) + square(i);
    } catch (int e) {
        s -= e;
    }
    i++;
    goto again;
}

int without_goto(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        try {
            Level l(i);
            s += risky(i) + square(i);
        } catch (int e) {
            s -= e;
        }
    }
    return s;
}

int deep(int n) {
    int s = 0;
    for (int a = 0; a < n; a++) {
        Level la(100 + a);
        for (int b = 0; b < n; b++) {
            Level lb(200 + b);
            int c = 0;
            while (c < n) {
                Level lc(300 + c);
                s += cube(c) + square(b);
                if (a == 1 && b == 2 && c == 1) s += risky(6);
                c++;
            }
        }
    }
    return s;
}

int main() {
    printf("%d\n", with_goto(9));
    printf("%d\n", without_goto(9));
    int r = 0;
    try {
        r = deep(3);
    } catch (int e) {
        printf("\ncaught %d depth %d\n", e, depth);
        r = -1;
    }
    printf("r %d %d\n", r, deep(2));
    return depth;
}
