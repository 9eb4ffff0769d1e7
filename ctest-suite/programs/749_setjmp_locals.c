#include <stdio.h>
/* A local changed after __builtin_setjmp and before the __builtin_longjmp holds its new value after
   the jump, as with gcc at every -O level (ISO C: indeterminate unless volatile). In a function calling
   a returns_twice function its stack accesses are volatile (ReturnsTwiceVolatilePass); LLVM -O2 kept
   a in a register and returned the value from the setjmp (torture pr60003). */
static void *buf[5];

__attribute__((noinline)) static void jump(void) { __builtin_longjmp(buf, 1); }
void bar(void) { jump(); }

__attribute__((noinline)) static int foo(int x) {
    int a = 0, steps = 0;
    if (__builtin_setjmp(buf) == 0) {
        while (1) {
            a = 1;
            steps += 10;
            bar();
        }
    }
    return a == 0 ? 0 : x + steps;
}

int main(void) {
    printf("after the jump: %d\n", foo(1));
    return 0;
}
