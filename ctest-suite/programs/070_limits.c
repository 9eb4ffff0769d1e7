#include <stdio.h>
#include <limits.h>
#include <float.h>
#include <stdint.h>
int main(void) {
    printf("%d %d %d %d\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("%d %d %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("%ld %ld %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("%lld %llu\n", LLONG_MIN, ULLONG_MAX);
    printf("%g %g %g\n", FLT_MAX, DBL_MIN, DBL_EPSILON);
    printf("%d %d\n", FLT_DIG, DBL_MANT_DIG);
    printf("%d %lld %zu\n", INT8_MIN, (long long)INT64_MAX, SIZE_MAX);
    printf("%jd %ju\n", INTMAX_MAX, UINTMAX_MAX);
    return 0;
}
