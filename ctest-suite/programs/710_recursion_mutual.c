#include <stdio.h>
/* recursion: mutual recursion, Ackermann, tail-style recursion, recursion through function pointers */
static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static unsigned long ack(unsigned long m, unsigned long n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static long sum_to(long n, long acc) { return n == 0 ? acc : sum_to(n - 1, acc + n); }
static long fib(long (*self)(), long n) { return n < 2 ? n : self(self, n - 1) + self(self, n - 2); }
int main(void) {
    printf("%d %d %lu %ld %ld\n", is_even(1000), is_odd(777), ack(2, 3), sum_to(10000, 0), fib((long (*)())fib, 20));
    return 0;
}
