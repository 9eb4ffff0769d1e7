/* jcirc builtin <limits.h>: the integer limits of x86-64 LP64, on top of glibc's <limits.h>
 * (which adds the POSIX limits such as PATH_MAX when the matching feature macros are set).
 * _GCC_LIMITS_H_ tells glibc's file not to #include_next back into this one. */
#ifndef __JCIRC_LIMITS_H
#define __JCIRC_LIMITS_H
#define _GCC_LIMITS_H_

#if __STDC_HOSTED__ && !defined(__jcirc_nostdinc__)
#include_next <limits.h>
#endif

#undef CHAR_BIT
#undef SCHAR_MIN
#undef SCHAR_MAX
#undef UCHAR_MAX
#undef CHAR_MIN
#undef CHAR_MAX
#undef MB_LEN_MAX
#undef SHRT_MIN
#undef SHRT_MAX
#undef USHRT_MAX
#undef INT_MIN
#undef INT_MAX
#undef UINT_MAX
#undef LONG_MIN
#undef LONG_MAX
#undef ULONG_MAX
#undef LLONG_MIN
#undef LLONG_MAX
#undef ULLONG_MAX

#define CHAR_BIT __CHAR_BIT__
#define SCHAR_MAX __SCHAR_MAX__
#define SCHAR_MIN (-__SCHAR_MAX__ - 1)
#define UCHAR_MAX (__SCHAR_MAX__ * 2 + 1)
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN 0
#define CHAR_MAX UCHAR_MAX
#else
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX __SCHAR_MAX__
#endif
#define MB_LEN_MAX 16
#define SHRT_MAX __SHRT_MAX__
#define SHRT_MIN (-__SHRT_MAX__ - 1)
#define USHRT_MAX (__SHRT_MAX__ * 2 + 1)
#define INT_MAX __INT_MAX__
#define INT_MIN (-__INT_MAX__ - 1)
#define UINT_MAX (__INT_MAX__ * 2U + 1U)
#define LONG_MAX __LONG_MAX__
#define LONG_MIN (-__LONG_MAX__ - 1L)
#define ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ >= 199901L || !defined(__STRICT_ANSI__)
#define LLONG_MAX __LONG_LONG_MAX__
#define LLONG_MIN (-__LONG_LONG_MAX__ - 1LL)
#define ULLONG_MAX (__LONG_LONG_MAX__ * 2ULL + 1ULL)
#endif
#if !defined(__STRICT_ANSI__)
#undef LONG_LONG_MAX
#undef LONG_LONG_MIN
#undef ULONG_LONG_MAX
#define LONG_LONG_MAX __LONG_LONG_MAX__
#define LONG_LONG_MIN (-__LONG_LONG_MAX__ - 1LL)
#define ULONG_LONG_MAX (__LONG_LONG_MAX__ * 2ULL + 1ULL)
#endif

#endif
