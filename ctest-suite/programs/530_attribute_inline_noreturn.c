/* noreturn functions (the code after their calls is unreachable), always_inline and noinline
   recursion, gnu_inline extern inline bodies, and static inline functions that are never used. */
#include <stdio.h>
#include <stdlib.h>

static int fails;
__attribute__((noreturn)) static void fatal(const char *msg) { printf("fatal: %s\n", msg); exit(fails); }
static inline __attribute__((always_inline)) int sq(int x) { return x * x; }
__attribute__((noinline)) static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static inline int unused_helper(int x) { return x + 1; }
_Noreturn static void stop(int code) { exit(code); }

static int checked_div(int a, int b) {
    if (b == 0) fatal("division by zero");
    return a / b;
}

int main(void) {
    printf("%d %d %d\n", sq(9), fib(15), checked_div(10, 3));
    fails = 4;
    if (fib(3) == 2) checked_div(1, 0);
    stop(9);
}
// EXIT: 4
