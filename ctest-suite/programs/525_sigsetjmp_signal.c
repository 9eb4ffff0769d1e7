/* siglongjmp out of a signal handler back to sigsetjmp (the signal mask is restored), and
   setjmp returning 1 when longjmp is given 0. */
#include <stdio.h>
#include <setjmp.h>
#include <signal.h>

static sigjmp_buf env;
static volatile sig_atomic_t hits;

static void on_usr1(int sig) {
    hits++;
    siglongjmp(env, sig);
}

int main(void) {
    signal(SIGUSR1, on_usr1);
    volatile int rounds = 0;
    int got = sigsetjmp(env, 1);
    if (rounds < 3) {
        rounds++;
        raise(SIGUSR1);
    }
    printf("%d %d %d\n", got == SIGUSR1, rounds, (int)hits);

    jmp_buf jb;
    volatile int zero_case = 0;
    int v = setjmp(jb);
    if (!zero_case) { zero_case = 1; longjmp(jb, 0); }
    printf("%d\n", v);
    return 0;
}
