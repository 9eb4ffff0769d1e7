/* A volatile flag set by a signal handler ends a busy loop: every iteration must re-read the
   flag from memory (at -O2 a non-volatile flag would be read once and the loop would never end).
   Also setjmp/longjmp: a volatile local keeps the value it had at the longjmp. */
#include <stdio.h>
#include <signal.h>
#include <setjmp.h>
#include <sys/time.h>

static volatile sig_atomic_t stop;
static volatile unsigned long spins;

static void on_alarm(int sig) { (void)sig; stop = 1; }

static jmp_buf env;
static void jump(int v) { longjmp(env, v); }

int main(void) {
    signal(SIGALRM, on_alarm);
    struct itimerval t = { { 0, 0 }, { 0, 20000 } };   /* one shot after 20 ms */
    setitimer(ITIMER_REAL, &t, 0);
    while (!stop) spins++;
    printf("stopped after %s spins\n", spins > 0 ? "some" : "no");

    volatile int counter = 0;
    int rounds = setjmp(env);
    counter += 10;
    if (rounds < 3) jump(rounds + 1);
    printf("rounds %d counter %d\n", rounds, counter);

    /* a volatile local in a loop is read and written every time */
    volatile int acc = 0;
    for (int i = 0; i < 100; i++) acc += i;
    int before = acc;
    acc = acc;                  /* a volatile read and a volatile write */
    printf("acc %d %d\n", before, acc);
    return 0;
}
