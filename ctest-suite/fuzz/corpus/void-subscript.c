// Subscripting a pointer to void (was: verification failed after CIRGen: cannot stride a pointer
// to '!cir.void'; fuzz seed 6, mutant 2752). clang's error.
// EXPECT: error: subscript of pointer to incomplete type 'const void'
#include <stdio.h>
static void dump(const void *p, unsigned long n) {
    for (unsigned long i = 0; i < n; i++) printf("%02x", p[i]);
}
int main(void) { int x = 1; dump(&x, sizeof x); return 0; }
