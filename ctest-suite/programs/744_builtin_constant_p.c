#include <stdio.h>
/* __builtin_constant_p as gcc has it: constants now are 1; an inline function's parameter is a
   constant once the function is inlined with a constant argument (gcc -O2; jcirc emits
   llvm.is.constant, which LLVM folds after inlining, and to 0 at -O0); arguments with side effects,
   pointers and globals are 0 and are not evaluated (torture bcp-1, builtin-constant, 20010119-1).
   A string literal's element is a constant once folded ("hi"[0]: gcc -O2). And C99's extern inline: an external definition (gnu89 and gnu_inline: inline-only). */
#ifdef __OPTIMIZE__
#define AFTER_INLINING 1
#else
#define AFTER_INLINING 0
#endif

int global = 5;
static inline __attribute__((always_inline)) int param(int x) { return __builtin_constant_p(x); }
static inline __attribute__((always_inline)) int param_plus(int x) { return __builtin_constant_p(x + 1); }
static inline __attribute__((always_inline)) int param_double(double d) { return __builtin_constant_p(d * 2); }
static inline __attribute__((always_inline)) int param_char(char c) { return __builtin_constant_p(c); }
static inline __attribute__((always_inline)) int param_ptr(const char *p) { return __builtin_constant_p(p); }
static inline __attribute__((always_inline)) int param_incr(int x) { return __builtin_constant_p(x++) + x; }
static int counter;
static int bump(void) { return ++counter; }

/* the ?: picks a branch at compile time after inlining: the other one is never emitted */
static inline __attribute__((always_inline)) const char *classify(int n) {
    return __builtin_constant_p(n) ? (n > 100 ? "big constant" : "small constant") : "variable";
}

extern inline int twice(int x) { return 2 * x; }   /* C99: an external definition, callable at -O0 */

int main(int argc, char **argv) {
    volatile int v = 3;
    int local = v;
    printf("now: %d %d %d %d\n", __builtin_constant_p(1), __builtin_constant_p((12 + 3) & ~1),
           __builtin_constant_p("hi"), __builtin_constant_p("hi"[0]) == AFTER_INLINING);
    printf("not: %d %d %d %d\n", __builtin_constant_p(global), __builtin_constant_p(&global),
           __builtin_constant_p(local + argc), __builtin_constant_p(v));
    printf("side effects not evaluated: %d %d %d counter=%d global=%d\n", __builtin_constant_p(bump()),
           __builtin_constant_p(global++), __builtin_constant_p(local = 9), counter, global);
    printf("after inlining: %d %d %d %d\n", param(7) == AFTER_INLINING, param_plus(7) == AFTER_INLINING,
           param_double(1.5) == AFTER_INLINING, param_char('a') == AFTER_INLINING);
    printf("never: %d %d %d %d\n", param(local), param_ptr("hi"), param_incr(4), local);
    printf("%s %s\n", classify(local), classify(1000) == (AFTER_INLINING ? "big constant" : "variable") ? "ok" : "wrong");
    printf("twice: %d\n", twice(local));
    return 0;
}
