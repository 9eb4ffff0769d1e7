/* jcirc's <tmmintrin.h>: SSSE3 intrinsics on GNU vector extensions (docs/vectors.md, "x86 intrinsics").
   Plain vector code: they compile for any x86-64; -mssse3 lets LLVM select pshufb, pabs, ... */
#ifndef __JCIRC_TMMINTRIN_H
#define __JCIRC_TMMINTRIN_H

#include <pmmintrin.h>

__JCIRC_INTRIN __m128i _mm_abs_epi8(__m128i __a) { __v16qs __v = (__v16qs)__a, __m = __v >> 7; return (__m128i)((__v ^ __m) - __m); }
__JCIRC_INTRIN __m128i _mm_abs_epi16(__m128i __a) { __v8hi __v = (__v8hi)__a, __m = __v >> 15; return (__m128i)((__v ^ __m) - __m); }
__JCIRC_INTRIN __m128i _mm_abs_epi32(__m128i __a) { __v4si __v = (__v4si)__a, __m = __v >> 31; return (__m128i)((__v ^ __m) - __m); }

/* pshufb: byte i is a[m[i] & 15], or 0 where m[i]'s top bit is set */
__JCIRC_INTRIN __m128i _mm_shuffle_epi8(__m128i __a, __m128i __m) {
    __v16qs __k = (__v16qs)__m;
    __v16qs __r = __builtin_shuffle((__v16qs)__a, __k & 15);
    return (__m128i)(__r & ~(__k >> 7));
}

__JCIRC_INTRIN __m128i _mm_hadd_epi16(__m128i __a, __m128i __b) {
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    return (__m128i)((__v8hu)__builtin_shufflevector(__x, __y, 0, 2, 4, 6, 8, 10, 12, 14) + (__v8hu)__builtin_shufflevector(__x, __y, 1, 3, 5, 7, 9, 11, 13, 15));
}
__JCIRC_INTRIN __m128i _mm_hadd_epi32(__m128i __a, __m128i __b) {
    __v4si __x = (__v4si)__a, __y = (__v4si)__b;
    return (__m128i)((__v4su)__builtin_shufflevector(__x, __y, 0, 2, 4, 6) + (__v4su)__builtin_shufflevector(__x, __y, 1, 3, 5, 7));
}
__JCIRC_INTRIN __m128i _mm_hadds_epi16(__m128i __a, __m128i __b) {
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    return (__m128i)__jcirc_sadd_v8i16(__builtin_shufflevector(__x, __y, 0, 2, 4, 6, 8, 10, 12, 14), __builtin_shufflevector(__x, __y, 1, 3, 5, 7, 9, 11, 13, 15));
}
__JCIRC_INTRIN __m128i _mm_hsub_epi16(__m128i __a, __m128i __b) {
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    return (__m128i)((__v8hu)__builtin_shufflevector(__x, __y, 0, 2, 4, 6, 8, 10, 12, 14) - (__v8hu)__builtin_shufflevector(__x, __y, 1, 3, 5, 7, 9, 11, 13, 15));
}
__JCIRC_INTRIN __m128i _mm_hsub_epi32(__m128i __a, __m128i __b) {
    __v4si __x = (__v4si)__a, __y = (__v4si)__b;
    return (__m128i)((__v4su)__builtin_shufflevector(__x, __y, 0, 2, 4, 6) - (__v4su)__builtin_shufflevector(__x, __y, 1, 3, 5, 7));
}
__JCIRC_INTRIN __m128i _mm_hsubs_epi16(__m128i __a, __m128i __b) {
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    return (__m128i)__jcirc_ssub_v8i16(__builtin_shufflevector(__x, __y, 0, 2, 4, 6, 8, 10, 12, 14), __builtin_shufflevector(__x, __y, 1, 3, 5, 7, 9, 11, 13, 15));
}

/* pmaddubsw: unsigned bytes of a times signed bytes of b, adjacent products added with signed saturation */
__JCIRC_INTRIN __m128i _mm_maddubs_epi16(__m128i __a, __m128i __b) {
    typedef unsigned char __v8qu_l __attribute__((__vector_size__(8)));
    typedef signed char __v8qs_l __attribute__((__vector_size__(8)));
    __v16qu __x = (__v16qu)__a; __v16qs __y = (__v16qs)__b;
    __v8hi __xe = __builtin_convertvector((__v8qu_l)__builtin_shufflevector(__x, __x, 0, 2, 4, 6, 8, 10, 12, 14), __v8hi);
    __v8hi __xo = __builtin_convertvector((__v8qu_l)__builtin_shufflevector(__x, __x, 1, 3, 5, 7, 9, 11, 13, 15), __v8hi);
    __v8hi __ye = __builtin_convertvector((__v8qs_l)__builtin_shufflevector(__y, __y, 0, 2, 4, 6, 8, 10, 12, 14), __v8hi);
    __v8hi __yo = __builtin_convertvector((__v8qs_l)__builtin_shufflevector(__y, __y, 1, 3, 5, 7, 9, 11, 13, 15), __v8hi);
    return (__m128i)__jcirc_sadd_v8i16(__xe * __ye, __xo * __yo);
}

/* pmulhrsw: (a * b + 0x4000) >> 15 of 16-bit lanes */
__JCIRC_INTRIN __m128i _mm_mulhrs_epi16(__m128i __a, __m128i __b) {
    typedef int __v8si_l __attribute__((__vector_size__(32)));
    __v8si_l __p = __builtin_convertvector((__v8hi)__a, __v8si_l) * __builtin_convertvector((__v8hi)__b, __v8si_l);
    return (__m128i)__builtin_convertvector((__p + 0x4000) >> 15, __v8hi);
}

/* psign: a negated where b < 0, zeroed where b == 0 */
__JCIRC_INTRIN __m128i _mm_sign_epi8(__m128i __a, __m128i __b) {
    __v16qs __x = (__v16qs)__a, __y = (__v16qs)__b, __m = __y >> 7;
    return (__m128i)(((__x ^ __m) - __m) & ~(__y == 0));
}
__JCIRC_INTRIN __m128i _mm_sign_epi16(__m128i __a, __m128i __b) {
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b, __m = __y >> 15;
    return (__m128i)(((__x ^ __m) - __m) & ~(__y == 0));
}
__JCIRC_INTRIN __m128i _mm_sign_epi32(__m128i __a, __m128i __b) {
    __v4si __x = (__v4si)__a, __y = (__v4si)__b, __m = __y >> 31;
    return (__m128i)(((__x ^ __m) - __m) & ~(__y == 0));
}

/* palignr: the 32-byte concatenation a:b shifted right by I bytes, low 16 bytes (I: a constant) */
#define __JCIRC_ALR(I, i) ((i) + ((I) & 0xff) > 31 ? 32 : (i) + ((I) & 0xff))
#define __JCIRC_ALR2(I, i) ((i) + ((I) & 0xff) - 16 > 15 || (i) + ((I) & 0xff) < 16 ? 16 : (i) + ((I) & 0xff) - 16)
#define _mm_alignr_epi8(A, B, I) ((__m128i)(((I) & 0xff) < 16 \
    ? __builtin_shufflevector((__v16qi)(B), (__v16qi)(A), \
        __JCIRC_ALR(I, 0) & 31, __JCIRC_ALR(I, 1) & 31, __JCIRC_ALR(I, 2) & 31, __JCIRC_ALR(I, 3) & 31, \
        __JCIRC_ALR(I, 4) & 31, __JCIRC_ALR(I, 5) & 31, __JCIRC_ALR(I, 6) & 31, __JCIRC_ALR(I, 7) & 31, \
        __JCIRC_ALR(I, 8) & 31, __JCIRC_ALR(I, 9) & 31, __JCIRC_ALR(I, 10) & 31, __JCIRC_ALR(I, 11) & 31, \
        __JCIRC_ALR(I, 12) & 31, __JCIRC_ALR(I, 13) & 31, __JCIRC_ALR(I, 14) & 31, __JCIRC_ALR(I, 15) & 31) \
    : __builtin_shufflevector((__v16qi)(A), (__v16qi){0}, \
        __JCIRC_ALR2(I, 0), __JCIRC_ALR2(I, 1), __JCIRC_ALR2(I, 2), __JCIRC_ALR2(I, 3), \
        __JCIRC_ALR2(I, 4), __JCIRC_ALR2(I, 5), __JCIRC_ALR2(I, 6), __JCIRC_ALR2(I, 7), \
        __JCIRC_ALR2(I, 8), __JCIRC_ALR2(I, 9), __JCIRC_ALR2(I, 10), __JCIRC_ALR2(I, 11), \
        __JCIRC_ALR2(I, 12), __JCIRC_ALR2(I, 13), __JCIRC_ALR2(I, 14), __JCIRC_ALR2(I, 15))))

#endif
