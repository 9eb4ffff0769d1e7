#include <stdio.h>
static long long memo[91];
static long long fib(int n) { if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = fib(n - 1) + fib(n - 2); }
int main(void) {
    printf("%lld %lld %lld\n", fib(10), fib(50), fib(90));
    unsigned long long a = 0, b = 1;
    for (int i = 0; i < 93; i++) { unsigned long long t = a + b; a = b; b = t; }
    printf("%llu\n", a);
    return 0;
}
