// -finstrument-functions: every function body calls __cyg_profile_func_enter(fn, caller) on entry
// and __cyg_profile_func_exit(fn, caller) on each return, except functions marked
// no_instrument_function (and the hooks themselves). Also gcc's older spellings __complex, __real,
// __imag (gcc.c-torture 20030910-1, 20050121-1).
// ARGS: -finstrument-functions
#include <stdio.h>

#define NOCHK __attribute__((no_instrument_function))
static int depth, calls, exits;
static void *last_in, *last_out;
static char trace[256];
static int tn;

NOCHK void __cyg_profile_func_enter(void *fn, void *site) {
    (void)site; calls++; depth++; last_in = fn;
    if (tn < 250) trace[tn++] = '(';
}
NOCHK void __cyg_profile_func_exit(void *fn, void *site) {
    (void)site; exits++; depth--; last_out = fn;
    if (tn < 250) trace[tn++] = ')';
}

__attribute__((noinline)) int leaf(int x) { return x < 0 ? -x : x * 2; }
__attribute__((noinline)) int twice(int x) {
    if (x > 100) return leaf(x);
    return leaf(leaf(x));
}
NOCHK __attribute__((noinline)) int quiet(int x) { return twice(x) + 1; }

__complex double cplx(double r, double i) {
    __complex double z;
    __real z = r;
    __imag z = i;
    return z;
}

int main(void) NOCHK;
int main(void) {
    int r = twice(3);
    printf("r=%d calls=%d exits=%d depth=%d last_in_leaf=%d last_out_twice=%d\n",
           r, calls, exits, depth, last_in == (void *)leaf, last_out == (void *)twice);
    r = quiet(200);
    printf("r=%d calls=%d exits=%d\n", r, calls, exits);
    __complex double z = cplx(1.5, -2.5);
    double *re = &(__real z);
    *re += 1;
    printf("%g %g calls=%d exits=%d\n", __real z, __imag z, calls, exits);
    trace[tn] = 0;
    printf("%s\n", trace);
    return 0;
}
