#include <stdio.h>
/* __builtin_setjmp/__builtin_longjmp use a buffer of 5 words (frame address, resume address,
   stack pointer), not a C library jmp_buf: as calls to setjmp/longjmp they wrote 200 bytes into
   it and corrupted what follows (gcc's pr84521, pr64242). */
struct guarded { void *buf[5]; long guard[4]; };
static struct guarded g = { {0}, {11, 22, 33, 44} };
volatile int x = 256;
void *volatile p = (void *)&x;
void *volatile p1;

__attribute__((noinline)) static void jump(void *b) { __builtin_longjmp(b, 1); }

__attribute__((noinline)) static int test(void) {
    void *buf[5];
    void *volatile q = p;
    volatile int steps = 0;
    if (!__builtin_setjmp(buf)) {
        steps = 1;
        jump(buf);
    }
    return (p == q) + 10 * steps;
}

__attribute__((noinline)) static int test2(void) {
    void *volatile q = p;
    p1 = __builtin_alloca(x);
    int r = test();
    return r + 100 * (p == q);
}

int main(void) {
    volatile int n = 0;
    if (__builtin_setjmp(g.buf) == 0) {
        n = 1;
        jump(g.buf);
    }
    printf("%d %ld %ld %ld %ld\n", n, g.guard[0], g.guard[1], g.guard[2], g.guard[3]);
    printf("%d %d\n", test(), test2());
    return 0;
}
