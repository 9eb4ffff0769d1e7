/* jcirc builtin <stdbit.h> (C23 7.18): bit and byte utilities.
 * Each function comes in _uc/_us/_ui/_ul/_ull forms; the unsuffixed names are type-generic. */
#ifndef __STDC_VERSION_STDBIT_H__
#define __STDC_VERSION_STDBIT_H__ 202311L

#define __STDC_ENDIAN_LITTLE__ __ORDER_LITTLE_ENDIAN__
#define __STDC_ENDIAN_BIG__ __ORDER_BIG_ENDIAN__
#define __STDC_ENDIAN_NATIVE__ __BYTE_ORDER__

/* Leading zeros of X (of type T, W bits wide) counted in 64 bits, then narrowed. */
#define __jcirc_stdbit_family(SUF, T, W)                                                          \
  static inline unsigned int stdc_leading_zeros##SUF(T __x) {                                    \
    return __x == 0 ? (W) : (unsigned int)__builtin_clzll((unsigned long long)__x) - (64 - (W)); } \
  static inline unsigned int stdc_leading_ones##SUF(T __x) { return stdc_leading_zeros##SUF((T)~__x); } \
  static inline unsigned int stdc_trailing_zeros##SUF(T __x) {                                   \
    return __x == 0 ? (W) : (unsigned int)__builtin_ctzll((unsigned long long)__x); }             \
  static inline unsigned int stdc_trailing_ones##SUF(T __x) { return stdc_trailing_zeros##SUF((T)~__x); } \
  static inline unsigned int stdc_first_leading_zero##SUF(T __x) {                               \
    unsigned int __n = stdc_leading_ones##SUF(__x); return __n == (W) ? 0 : __n + 1; }           \
  static inline unsigned int stdc_first_leading_one##SUF(T __x) {                                \
    return __x == 0 ? 0 : stdc_leading_zeros##SUF(__x) + 1; }                                    \
  static inline unsigned int stdc_first_trailing_zero##SUF(T __x) {                              \
    unsigned int __n = stdc_trailing_ones##SUF(__x); return __n == (W) ? 0 : __n + 1; }          \
  static inline unsigned int stdc_first_trailing_one##SUF(T __x) {                               \
    return __x == 0 ? 0 : stdc_trailing_zeros##SUF(__x) + 1; }                                   \
  static inline unsigned int stdc_count_ones##SUF(T __x) {                                       \
    return (unsigned int)__builtin_popcountll((unsigned long long)__x); }                         \
  static inline unsigned int stdc_count_zeros##SUF(T __x) { return (W) - stdc_count_ones##SUF(__x); } \
  static inline _Bool stdc_has_single_bit##SUF(T __x) { return stdc_count_ones##SUF(__x) == 1; }  \
  static inline unsigned int stdc_bit_width##SUF(T __x) { return (W) - stdc_leading_zeros##SUF(__x); } \
  static inline T stdc_bit_floor##SUF(T __x) {                                                   \
    return __x == 0 ? 0 : (T)((T)1 << (stdc_bit_width##SUF(__x) - 1)); }                         \
  static inline T stdc_bit_ceil##SUF(T __x) {                                                    \
    if (__x <= 1) return 1;                                                                      \
    unsigned int __w = stdc_bit_width##SUF((T)(__x - 1));                                        \
    return __w >= (W) ? 0 : (T)((T)1 << __w); }

__jcirc_stdbit_family(_uc, unsigned char, __CHAR_BIT__)
__jcirc_stdbit_family(_us, unsigned short, __SIZEOF_SHORT__ * __CHAR_BIT__)
__jcirc_stdbit_family(_ui, unsigned int, __SIZEOF_INT__ * __CHAR_BIT__)
__jcirc_stdbit_family(_ul, unsigned long, __SIZEOF_LONG__ * __CHAR_BIT__)
__jcirc_stdbit_family(_ull, unsigned long long, __SIZEOF_LONG_LONG__ * __CHAR_BIT__)
#undef __jcirc_stdbit_family

#define __jcirc_stdbit_generic(F, X) _Generic((X),                                     \
    unsigned char: F##_uc, unsigned short: F##_us, unsigned int: F##_ui,               \
    unsigned long: F##_ul, unsigned long long: F##_ull)(X)
#define stdc_leading_zeros(x) __jcirc_stdbit_generic(stdc_leading_zeros, x)
#define stdc_leading_ones(x) __jcirc_stdbit_generic(stdc_leading_ones, x)
#define stdc_trailing_zeros(x) __jcirc_stdbit_generic(stdc_trailing_zeros, x)
#define stdc_trailing_ones(x) __jcirc_stdbit_generic(stdc_trailing_ones, x)
#define stdc_first_leading_zero(x) __jcirc_stdbit_generic(stdc_first_leading_zero, x)
#define stdc_first_leading_one(x) __jcirc_stdbit_generic(stdc_first_leading_one, x)
#define stdc_first_trailing_zero(x) __jcirc_stdbit_generic(stdc_first_trailing_zero, x)
#define stdc_first_trailing_one(x) __jcirc_stdbit_generic(stdc_first_trailing_one, x)
#define stdc_count_ones(x) __jcirc_stdbit_generic(stdc_count_ones, x)
#define stdc_count_zeros(x) __jcirc_stdbit_generic(stdc_count_zeros, x)
#define stdc_has_single_bit(x) __jcirc_stdbit_generic(stdc_has_single_bit, x)
#define stdc_bit_width(x) __jcirc_stdbit_generic(stdc_bit_width, x)
#define stdc_bit_floor(x) __jcirc_stdbit_generic(stdc_bit_floor, x)
#define stdc_bit_ceil(x) __jcirc_stdbit_generic(stdc_bit_ceil, x)

#endif
