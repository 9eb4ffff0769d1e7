// A void expression passed where no parameter type applies: to an unprototyped or implicitly
// declared function, or in the variadic part (was: "verification failed after CIRGen: has a null
// operand", an internal compiler error; fuzz seed 9, mutant 3780: an assert macro's
// `c ? (void)0 : abort()` became the argument of an undeclared function). clang's error.
// EXPECT: error: argument type 'void' is incomplete
#include <stdio.h>
void f();
void g(int c) {
    f((void)0);
    printf("%d", (void)c);
    h(c ? (void)0 : (void)1);
}
