/* longjmp across several frames, jmp_buf inside a struct, nested setjmp contexts restored in
   order, and volatile locals updated in loops between setjmp and longjmp. */
#include <stdio.h>
#include <setjmp.h>

struct ctx { jmp_buf env; int depth; };

static void dive(struct ctx *c, int n) {
    c->depth = n;
    if (n == 5) longjmp(c->env, n * 10);
    dive(c, n + 1);
}

static jmp_buf outer, inner;

static void level2(void) { longjmp(inner, 2); }
static void level1(void) {
    if (setjmp(inner) == 0) level2();
    printf("back in level1\n");
    longjmp(outer, 1);
}

int main(void) {
    struct ctx c;
    volatile int tries = 0;
    int r = setjmp(c.env);
    tries++;
    if (r == 0) dive(&c, 0);
    printf("%d %d %d\n", r, c.depth, tries);

    if (setjmp(outer) == 0) level1();
    printf("back in main\n");

    volatile long sum = 0;
    volatile int i = 0;
    jmp_buf loop;
    if (setjmp(loop) < 10) {
        sum += i;
        i++;
        longjmp(loop, i);
    }
    printf("%ld %d\n", sum, i);
    return 0;
}
