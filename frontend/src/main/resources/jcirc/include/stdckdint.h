/* jcirc builtin <stdckdint.h> (C23 7.20): checked integer arithmetic.
 * ckd_OP(result, a, b) stores a OP b, wrapped to *result's type, and is true when the
 * mathematically exact value did not fit. */
#ifndef __STDC_VERSION_STDCKDINT_H__
#define __STDC_VERSION_STDCKDINT_H__ 202311L

#define ckd_add(__r, __a, __b) __builtin_add_overflow((__a), (__b), (__r))
#define ckd_sub(__r, __a, __b) __builtin_sub_overflow((__a), (__b), (__r))
#define ckd_mul(__r, __a, __b) __builtin_mul_overflow((__a), (__b), (__r))

#endif
