#include <limits.h>
#include <stdio.h>
/* gcc's __builtin_{add,sub,mul}_overflow_p(a, b, c): whether a op b (infinite precision) does not fit
   c's type; c is not evaluated. A constant expression for constant operands (gnulib's intprops.h uses
   them in static_assert and array sizes: gawk's build stopped at them). */
_Static_assert(__builtin_add_overflow_p(INT_MAX, 1, (int)0), "int overflow");
_Static_assert(!__builtin_add_overflow_p(INT_MAX, 1, (long)0), "fits long");
_Static_assert(__builtin_mul_overflow_p(1 << 20, 1 << 20, 0), "2^40 in int");
_Static_assert(!__builtin_sub_overflow_p(0, 1, (int)0) && __builtin_sub_overflow_p(0u, 1u, 0u), "unsigned wraps");
static char sized[__builtin_mul_overflow_p(100, 100, (short)0) ? 1 : 2];
static const int table[] = { __builtin_add_overflow_p(200, 100, (unsigned char)0), __builtin_add_overflow_p(100, 100, (unsigned char)0) };

static int evaluated;
static int bump(void) { return ++evaluated; }

int main(int argc, char **argv) {
    volatile int big = INT_MAX, one = 1, minus = -1;
    volatile long long wide = LLONG_MIN;
    volatile unsigned u = 3;
    printf("constant: %zu %d %d\n", sizeof sized, table[0], table[1]);
    printf("add: %d %d %d\n", __builtin_add_overflow_p(big, one, (int)0), __builtin_add_overflow_p(big, one, 0LL),
           __builtin_add_overflow_p(big, minus, (int)0));
    printf("sub: %d %d %d\n", __builtin_sub_overflow_p(wide, one, 0LL), __builtin_sub_overflow_p(u, 4, 0u),
           __builtin_sub_overflow_p(u, 4, (int)0));
    printf("mul: %d %d %d\n", __builtin_mul_overflow_p(big, 2, 0L), __builtin_mul_overflow_p(big, 2, (int)0),
           __builtin_mul_overflow_p(wide, minus, 0LL));
    printf("narrow: %d %d\n", __builtin_add_overflow_p(u, 125, (signed char)0), __builtin_add_overflow_p(u, 124, (signed char)0));
    printf("third argument not evaluated: %d %d\n", __builtin_add_overflow_p(argc, 1, bump()), evaluated);
    return 0;
}
