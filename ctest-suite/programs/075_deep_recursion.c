#include <stdio.h>
static long depth(long n) { if (n == 0) return 0; volatile char pad[64]; pad[0] = (char)n; return 1 + depth(n - 1) + pad[0] * 0; }
static int sum_digits(unsigned long n) { return n ? (int)(n % 10) + sum_digits(n / 10) : 0; }
int main(void) { printf("%ld %d\n", depth(50000), sum_digits(9876543210UL)); return 0; }
