// Functions of complex and other non-integer scalar types that fall off their end without returning (valid C
// when the caller does not use the value; found by the fuzzer: an internal error for _Complex).
#include <stdio.h>

static int calls;
_Complex double cd(int use) { calls++; if (use) return 1.0 + 2.0i; }
_Complex float cf(int use) { calls++; if (use) return 3.0f; }
_Complex int ci(int use) { calls++; if (use) return 4; }
double d(int use) { calls++; if (use) return 5.5; }
char *p(int use) { calls++; if (use) return "six"; }
_Bool b(int use) { calls++; if (use) return 1; }

int main(void) {
    _Complex double x = cd(1);
    _Complex float y = cf(1);
    _Complex int z = ci(1);
    cd(0); cf(0); ci(0); d(0); p(0); b(0);
    double dv = d(1);
    char *pv = p(1);
    int bv = b(1);
    printf("%g %g %g %g %d %d %g %s %d\n", __real__ x, __imag__ x, (double)__real__ y, (double)__imag__ y,
           __real__ z, __imag__ z, dv, pv, bv);
    printf("calls: %d\n", calls);
    return 0;
}
