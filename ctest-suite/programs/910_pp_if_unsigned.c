/* #if arithmetic is done in intmax_t/uintmax_t with C's usual conversions (C11 6.10.1p4): an
 * operand with a u suffix, or a literal too large for intmax_t, makes the operation unsigned.
 * Found in LMDB's mdb.c: `#elif ... ULONG_MAX % 0xFFFF` (glibc's ULONG_MAX is
 * 0x7fffffffffffffffL * 2UL + 1UL) must be 0, not -1 % 65535. */
#include <limits.h>
#include <stdio.h>

#if ULONG_MAX % 0xFFFF
#define LMDB_CHECK "ULONG_MAX % 0xFFFF != 0"
#else
#define LMDB_CHECK "ULONG_MAX % 0xFFFF == 0"
#endif

#if -1 > 0u
#define CMP_U "-1 > 0u"
#else
#define CMP_U "-1 <= 0u"
#endif

#if -1 > 0
#define CMP_S "-1 > 0"
#else
#define CMP_S "-1 <= 0"
#endif

#if (0xFFFFFFFFFFFFFFFF / 2) == 0x7FFFFFFFFFFFFFFF
#define BIG_HEX "big hex literal is unsigned"
#else
#define BIG_HEX "big hex literal is signed"
#endif

#if (-1u >> 63) == 1
#define SHR "unsigned shift is logical"
#else
#define SHR "unsigned shift is arithmetic"
#endif

#if (1 ? -1 : 0u) > 0
#define COND "?: takes the common (unsigned) type"
#else
#define COND "?: stays signed"
#endif

#if (-7 / 2) == -3 && (-7 % 2) == -1 && (-8 >> 1) == -4
#define SIGNED_OPS "signed / % >> as C"
#else
#define SIGNED_OPS "signed / % >> wrong"
#endif

#if defined(ULONG_MAX) && !defined(NO_SUCH_MACRO) && (UINT_MAX + 1u == 0x100000000) && 0 || 1
#define MIXED "defined() mixes with unsigned arithmetic"
#else
#define MIXED "mixed expression false"
#endif

#if 0 && (1u / 0)
#define SHORT "not reached"
#else
#define SHORT "&& short-circuits a division by zero"
#endif

int main(void) {
    puts(LMDB_CHECK);
    puts(CMP_U);
    puts(CMP_S);
    puts(BIG_HEX);
    puts(SHR);
    puts(COND);
    puts(SIGNED_OPS);
    puts(MIXED);
    puts(SHORT);
    return 0;
}
