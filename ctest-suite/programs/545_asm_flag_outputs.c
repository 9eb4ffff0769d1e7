/* Inline asm condition-code outputs (=@cc<cond>): zero, carry, sign, overflow and below
   conditions read into int and _Bool variables. */
#include <stdio.h>
#include <stdbool.h>

static bool is_equal(int a, int b) { bool eq; asm("cmpl %2, %1" : "=@ccz"(eq) : "r"(a), "r"(b)); return eq; }
static int below(unsigned a, unsigned b) { int r; asm("cmpl %2, %1" : "=@ccb"(r) : "r"(a), "r"(b)); return r; }
static int add_carries(unsigned a, unsigned b, unsigned *sum) {
    bool c;
    asm("addl %2, %0" : "+r"(a), "=@ccc"(c) : "r"(b));
    *sum = a;
    return c;
}
static int sign_and_overflow(int a, int b, int *of) {
    bool s, o;
    asm("addl %3, %2" : "=@ccs"(s), "=@cco"(o), "+r"(a) : "r"(b));
    *of = o;
    return s;
}

int main(void) {
    unsigned sum;
    int of;
    printf("%d %d\n", is_equal(3, 3), is_equal(3, 4));
    printf("%d %d\n", below(1, 2), below(2, 1));
    int c1 = add_carries(0xFFFFFFFFu, 2, &sum);
    printf("%d %u ", c1, sum);
    int c2 = add_carries(5, 6, &sum);
    printf("%d %u\n", c2, sum);
    int s1 = sign_and_overflow(0x7FFFFFFF, 1, &of);
    printf("%d %d ", s1, of);
    int s2 = sign_and_overflow(-5, 2, &of);
    printf("%d %d\n", s2, of);
    return 0;
}
