// constexpr functions beyond CDT's interpreter (1024 steps): recursion (fib(20)), loops (sum(1000), a prime count), while,
// do-while, switch with fallthrough and break, default arguments, doubles; in static_assert, array bounds, case labels,
// constexpr locals and globals (ConstexprInterpreter), and the same functions called at run time.
#include <cstdio>
constexpr int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
constexpr long sum(int n) { long s = 0; for (int i = 0; i < n; ++i) s += i; return s; }
constexpr unsigned collatz(unsigned n) { unsigned steps = 0; while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; steps++; } return steps; }
constexpr int digits(long v, int base = 10) { int d = 0; do { v /= base; ++d; } while (v); return d; }
constexpr double power(double x, int n) { double r = 1; for (int i = 0; i < n; i++) r *= x; return r; }
constexpr int classify(int c) {
    switch (c % 4) {
    case 0: return 10;
    case 1: c += 100; break;
    default: return -1;
    }
    return c;
}
constexpr bool isPrime(int n) { if (n < 2) return false; for (int i = 2; i * i <= n; ++i) if (n % i == 0) return false; return true; }
constexpr int countPrimes(int n) { int k = 0; for (int i = 0; i < n; i++) k += isPrime(i); return k; }
static_assert(fib(20) == 6765, "fib");
static_assert(sum(1000) == 499500, "sum");
static_assert(collatz(27) == 111, "collatz");
static_assert(countPrimes(1000) == 168, "primes");
constexpr int F = fib(15);
int table[sum(100) % 7 + 1];
int main() {
    constexpr long S = sum(2000);
    constexpr double P = power(1.5, 10);
    switch (5) { case digits(12345): std::printf("five digits\n"); break; default: std::printf("?\n"); }
    std::printf("%d %ld %zu %u %g %d %d %d %d\n", F, S, sizeof table / sizeof table[0], collatz(97), P, classify(8), classify(9), classify(10), countPrimes(100));
    int n = 10;
    std::printf("%d %ld\n", fib(n), sum(n));
    return 0;
}
