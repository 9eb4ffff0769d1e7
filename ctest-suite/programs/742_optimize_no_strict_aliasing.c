#include <stdio.h>
/* gcc's optimize("no-strict-aliasing") on a function: its accesses get no TBAA tags, so a store through
   a float* in it, inlined into a caller that reads the same int, is seen by the read (gcc's torture
   pr79043, which spells it on an implicit-int K&R definition). With tags, LLVM -O2 folded the read to
   the value stored before the call. */
int val;
int *ptr = &val;
float *ptr2 = (float *)&val;

static inline __attribute__((always_inline, optimize("-fno-strict-aliasing"))) void typepun(void) { *ptr2 = 0; }
static inline __attribute__((always_inline, optimize("no-strict-aliasing"))) void typepun2(void) { *ptr2 = 0; }

int main(void) {
    *ptr = 1;
    typepun();
    printf("%d\n", *ptr);
    *ptr = 2;
    typepun2();
    printf("%d\n", *ptr);
    return 0;
}
