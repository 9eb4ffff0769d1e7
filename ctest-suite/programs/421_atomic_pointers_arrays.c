// _Atomic in arrays and through pointers: pointer-to-_Atomic parameters, arrays of atomic
// counters, atomic pointers walked with ++, _Atomic(T) with typedefs, atomics in loops.
#include <stdatomic.h>
#include <stdio.h>

typedef struct { int x, y; } Point;
static _Atomic long histogram[8];

static void count(_Atomic long *bins, const int *data, int n) {
    for (int i = 0; i < n; i++) bins[data[i] & 7]++;
}
static long drain(_Atomic long *p) { return atomic_exchange(p, 0); }

int main(void) {
    int data[50];
    for (int i = 0; i < 50; i++) data[i] = i * i + 3;
    count(histogram, data, 50);
    for (int i = 0; i < 8; i++) printf("%ld ", histogram[i]);
    printf("\n");
    long total = 0;
    for (int i = 0; i < 8; i++) total += drain(&histogram[i]);
    printf("total %ld left %ld\n", total, histogram[3]);
    Point pts[3] = {{1, 2}, {3, 4}, {5, 6}};
    _Atomic(Point *) cursor = pts;
    int sum = 0;
    while (cursor != pts + 3) { sum += cursor->x * cursor->y; cursor++; }
    printf("sum %d\n", sum);
    typedef _Atomic(unsigned short) aus;
    aus small = 65530;
    for (int i = 0; i < 10; i++) small += 1;
    printf("small %u\n", (unsigned)small);
    _Atomic int grid[3][3] = {{0}};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) grid[i][j] += i * 3 + j;
    grid[1][1] *= 10;
    printf("grid %d %d %d\n", grid[0][2], grid[1][1], grid[2][2]);
    int plain = 5;
    _Atomic int *ap = (_Atomic int *)&plain;
    *ap -= 2;
    printf("through cast %d\n", plain);
    return 0;
}
