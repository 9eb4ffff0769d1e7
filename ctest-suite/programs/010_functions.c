#include <stdio.h>
static int add(int a, int b) { return a + b; }
static long mul3(long a, long b, long c) { return a * b * c; }
static double avg(double a, double b) { return (a + b) / 2; }
static void show(const char *s, int n) { printf("%s=%d\n", s, n); }
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
static int many(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
static int is_even(int n);
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
int main(void) {
    show("add", add(3, 4));
    printf("%ld\n", mul3(2, 3, 4));
    printf("%.3f\n", avg(1.0, 2.5));
    printf("%d %d\n", fact(10), fib(20));
    printf("%d\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("%d %d\n", is_even(10), is_odd(7));
    return 0;
}
