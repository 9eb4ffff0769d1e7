// ARGS: -fnon-call-exceptions
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
/* -fnon-call-exceptions: an integer division keeps its trap, as in gcc. i and j are never written, so
   LLVM knew both were 0 and folded 0 / 0 away (undefined to LLVM): no SIGFPE at -O2 (torture 20101011-1). */
static int i, j;
int k __attribute__((used));
static int r = 7, z;

static void onFpe(int sig) {
    printf("SIGFPE caught, k = %d, r = %d\n", k, r);
    fflush(stdout);
    exit(0);
}

int main(void) {
    signal(SIGFPE, onFpe);
    r %= 3;           /* no trap: 1 */
    k = i / j;
    printf("no trap\n");
    r %= z;
    printf("no trap either\n");
    return 1;
}
