/* setjmp/longjmp, _setjmp, sigsetjmp/siglongjmp: calls return twice; volatile locals modified
   between setjmp and longjmp keep their values (also at -O2). */
#include <stdio.h>
#include <setjmp.h>
#include <signal.h>

static jmp_buf jb;
static sigjmp_buf sjb;

static void thrower(int n) { longjmp(jb, n); }
static void sthrower(int n) { siglongjmp(sjb, n); }

static int nested_depth(int d) {
    if (d == 0) longjmp(jb, 99);
    return nested_depth(d - 1) + 1;
}

int main(void) {
    volatile int v = 0;
    volatile double acc = 1.0;
    int r = setjmp(jb);
    if (r < 3) {
        v++;
        acc *= 2;
        thrower(r + 1);
    }
    printf("%d %d %g\n", r, v, acc);

    volatile int count = 0;
    if (sigsetjmp(sjb, 1) == 0) {
        count = 10;
        sthrower(5);
    } else {
        count++;
    }
    printf("%d\n", count);

    volatile int w = 1;
    if ((r = _setjmp(jb)) == 0) {
        w = 2;
        nested_depth(20);
    }
    printf("%d %d\n", r, w);

    /* setjmp in a loop: each longjmp comes back to the same setjmp */
    volatile int iter = 0;
    int got = setjmp(jb);
    if (iter < 5) { iter++; longjmp(jb, iter * 10); }
    printf("%d %d\n", iter, got);
    return 0;
}
