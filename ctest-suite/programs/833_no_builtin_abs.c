// -fno-builtin-abs: abs is an ordinary function, so the unit's own definition is called (gcc and
// clang; its call count is printed). Without the flag gcc expands abs inline even at -O0.
// ARGS: -fno-builtin-abs
#include <stdio.h>

static int calls;
int abs(int x) { calls++; return x < 0 ? -x : x; }
long labs(long x) { calls += 100; return x < 0 ? -x : x; }

int main(void) {
    volatile int v = -5;
    volatile long w = -7;
    int a = abs(v) + abs(3);
    long b = labs(w);
    printf("%d %ld calls=%d\n", a, b, calls % 100);
    return 0;
}
