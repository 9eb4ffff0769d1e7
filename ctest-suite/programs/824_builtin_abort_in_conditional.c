/* __builtin_abort() is a call to abort() (SIGABRT, as gcc), also inside a branch of ?: (the
   assertion macros of gcc's torture tests: `(expr) ? (void)0 : (printf(...), __builtin_abort())`);
   __builtin_trap() and __builtin_unreachable() there too, on branches not taken. */
// EXIT: 3
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#define A(expr) ((expr) ? (void)0 : (__builtin_printf("assertion failed on line %i: %s\n", __LINE__, #expr), __builtin_abort()))

static void on_abort(int sig) {
    printf("caught %s\n", sig == SIGABRT ? "SIGABRT" : "another signal");
    fflush(stdout);
    _exit(3);
}

static int twice(int x) { return x > 100 ? (__builtin_trap(), 0) : 2 * x; }
static int nonneg(int x) { return x >= 0 ? x : (__builtin_unreachable(), 0); }

int main(int argc, char **argv) {
    (void)argv;
    int one = argc;
    A(one == 1);
    A(twice(4) == 8);
    printf("%d %d\n", twice(21), nonneg(5));
    int v = one == 1 ? 10 : (__builtin_abort(), 20);
    printf("%d\n", v);
    fflush(stdout);
    signal(SIGABRT, on_abort);
    A(one == 2);   /* fails: prints, then abort() raises SIGABRT */
    printf("not reached\n");
    return 0;
}
