#include <stdio.h>
#include <setjmp.h>
/* setjmp/longjmp: non-local exits through several frames, volatile locals keep their values */
static jmp_buf env;
static int depth;
static void dive(int n) {
    depth = n;
    if (n == 5) longjmp(env, n * 10);
    dive(n + 1);
}
int main(void) {
    volatile int tries = 0;
    int r = setjmp(env);
    tries++;
    if (r == 0) dive(0);
    printf("r=%d depth=%d tries=%d\n", r, depth, tries);
    jmp_buf e2;
    volatile int x = 1;
    if (setjmp(e2) == 0) { x = 2; longjmp(e2, 0); }
    printf("x=%d\n", x);
    return 0;
}
