#include <stdio.h>
static int gcd(int m, int n) { while (n > 0) { int r = m % n; m = n; n = r; } return m; }
static int collatz(long n) { int steps = 0; while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; steps++; } return steps; }
int main(void) {
    printf("%d %d %d\n", gcd(48, 18), gcd(17, 5), gcd(1071, 462));
    int best = 0, arg = 0;
    for (int i = 1; i < 1000; i++) { int s = collatz(i); if (s > best) { best = s; arg = i; } }
    printf("%d %d\n", arg, best);
    return 0;
}
