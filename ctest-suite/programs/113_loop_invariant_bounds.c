#include <stdio.h>
static long sum_range(int lo, int hi, int step) { long s = 0; for (int i = lo; i < hi; i += step) s += i; return s; }
static long sum_incl(unsigned lo, unsigned hi) { long s = 0; for (unsigned i = lo; i <= hi; i++) s += i; return s; }
static long sum_down(int hi, int lo) { long s = 0; for (int i = hi; i > lo; i--) s += i; return s; }
static int last_i(int n) { int i; for (i = 0; i < n; i++) ; return i; }
int main(void) {
    printf("%ld %ld %ld\n", sum_range(0, 100, 1), sum_range(-50, 50, 7), sum_range(10, 0, 1));
    printf("%ld %ld\n", sum_incl(1, 100), sum_incl(5, 4));
    printf("%ld %d %d\n", sum_down(10, 0), last_i(17), last_i(-3));
    return 0;
}
