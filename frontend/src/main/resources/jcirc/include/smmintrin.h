/* jcirc's <smmintrin.h>: SSE4.1 intrinsics on GNU vector extensions and LLVM's generic
   intrinsics (docs/vectors.md, "x86 intrinsics"). They compile for any x86-64; -msse4.1 lets
   LLVM select pblendvb, pminsd, roundps, ptest, pmovzx, ... */
#ifndef __JCIRC_SMMINTRIN_H
#define __JCIRC_SMMINTRIN_H

#include <tmmintrin.h>

#define _MM_FROUND_TO_NEAREST_INT 0x00
#define _MM_FROUND_TO_NEG_INF 0x01
#define _MM_FROUND_TO_POS_INF 0x02
#define _MM_FROUND_TO_ZERO 0x03
#define _MM_FROUND_CUR_DIRECTION 0x04
#define _MM_FROUND_RAISE_EXC 0x00
#define _MM_FROUND_NO_EXC 0x08
#define _MM_FROUND_NINT (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_FLOOR (_MM_FROUND_TO_NEG_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_CEIL (_MM_FROUND_TO_POS_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_TRUNC (_MM_FROUND_TO_ZERO | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_RINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_NEARBYINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_NO_EXC)

__v4sf __jcirc_roundeven_v4f32(__v4sf) __asm__("llvm.roundeven.v4f32");
__v4sf __jcirc_floor_v4f32(__v4sf) __asm__("llvm.floor.v4f32");
__v4sf __jcirc_ceil_v4f32(__v4sf) __asm__("llvm.ceil.v4f32");
__v4sf __jcirc_trunc_v4f32(__v4sf) __asm__("llvm.trunc.v4f32");
__v4sf __jcirc_rint_v4f32(__v4sf) __asm__("llvm.rint.v4f32");
__v2df __jcirc_roundeven_v2f64(__v2df) __asm__("llvm.roundeven.v2f64");
__v2df __jcirc_floor_v2f64(__v2df) __asm__("llvm.floor.v2f64");
__v2df __jcirc_ceil_v2f64(__v2df) __asm__("llvm.ceil.v2f64");
__v2df __jcirc_trunc_v2f64(__v2df) __asm__("llvm.trunc.v2f64");
__v2df __jcirc_rint_v2f64(__v2df) __asm__("llvm.rint.v2f64");

/* rounding: bit 2 of I selects the MXCSR direction, else bits 0-1 */
__JCIRC_INTRIN __m128 _mm_round_ps(__m128 __a, int __i) {
    __v4sf __v = (__v4sf)__a;
    if (__i & 4) return __jcirc_rint_v4f32(__v);
    switch (__i & 3) {
    case 0: return __jcirc_roundeven_v4f32(__v);
    case 1: return __jcirc_floor_v4f32(__v);
    case 2: return __jcirc_ceil_v4f32(__v);
    default: return __jcirc_trunc_v4f32(__v);
    }
}
__JCIRC_INTRIN __m128d _mm_round_pd(__m128d __a, int __i) {
    __v2df __v = (__v2df)__a;
    if (__i & 4) return __jcirc_rint_v2f64(__v);
    switch (__i & 3) {
    case 0: return __jcirc_roundeven_v2f64(__v);
    case 1: return __jcirc_floor_v2f64(__v);
    case 2: return __jcirc_ceil_v2f64(__v);
    default: return __jcirc_trunc_v2f64(__v);
    }
}
__JCIRC_INTRIN __m128 _mm_round_ss(__m128 __a, __m128 __b, int __i) { __m128 __r = _mm_round_ps(__b, __i); __a[0] = __r[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_round_sd(__m128d __a, __m128d __b, int __i) { __m128d __r = _mm_round_pd(__b, __i); __a[0] = __r[0]; return __a; }
#define _mm_ceil_ps(A) _mm_round_ps((A), _MM_FROUND_CEIL)
#define _mm_ceil_pd(A) _mm_round_pd((A), _MM_FROUND_CEIL)
#define _mm_floor_ps(A) _mm_round_ps((A), _MM_FROUND_FLOOR)
#define _mm_floor_pd(A) _mm_round_pd((A), _MM_FROUND_FLOOR)
#define _mm_ceil_ss(A, B) _mm_round_ss((A), (B), _MM_FROUND_CEIL)
#define _mm_ceil_sd(A, B) _mm_round_sd((A), (B), _MM_FROUND_CEIL)
#define _mm_floor_ss(A, B) _mm_round_ss((A), (B), _MM_FROUND_FLOOR)
#define _mm_floor_sd(A, B) _mm_round_sd((A), (B), _MM_FROUND_FLOOR)

/* blends (I: a constant; bit i set takes lane i from b) */
#define _mm_blend_ps(A, B, I) ((__m128)__builtin_shufflevector((__v4sf)(A), (__v4sf)(B), \
    ((I) & 1) ? 4 : 0, ((I) & 2) ? 5 : 1, ((I) & 4) ? 6 : 2, ((I) & 8) ? 7 : 3))
#define _mm_blend_pd(A, B, I) ((__m128d)__builtin_shufflevector((__v2df)(A), (__v2df)(B), ((I) & 1) ? 2 : 0, ((I) & 2) ? 3 : 1))
#define _mm_blend_epi16(A, B, I) ((__m128i)__builtin_shufflevector((__v8hi)(A), (__v8hi)(B), \
    ((I) & 1) ? 8 : 0, ((I) & 2) ? 9 : 1, ((I) & 4) ? 10 : 2, ((I) & 8) ? 11 : 3, \
    ((I) & 16) ? 12 : 4, ((I) & 32) ? 13 : 5, ((I) & 64) ? 14 : 6, ((I) & 128) ? 15 : 7))
__JCIRC_INTRIN __m128 _mm_blendv_ps(__m128 __a, __m128 __b, __m128 __m) {
    __v4si __k = (__v4si)__m >> 31;
    return (__m128)(((__v4si)__a & ~__k) | ((__v4si)__b & __k));
}
__JCIRC_INTRIN __m128d _mm_blendv_pd(__m128d __a, __m128d __b, __m128d __m) {
    __v2di __k = (__v2di)__m >> 63;
    return (__m128d)(((__v2di)__a & ~__k) | ((__v2di)__b & __k));
}
__JCIRC_INTRIN __m128i _mm_blendv_epi8(__m128i __a, __m128i __b, __m128i __m) {
    __v16qs __k = (__v16qs)__m >> 7;
    return (__m128i)(((__v16qs)__a & ~__k) | ((__v16qs)__b & __k));
}

/* integer min/max, multiplies, compares, packs */
__JCIRC_INTRIN __m128i _mm_min_epi8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smin_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_max_epi8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smax_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_min_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umin_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_max_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umax_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_min_epi32(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smin_v4i32((__v4si)__a, (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_max_epi32(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smax_v4i32((__v4si)__a, (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_min_epu32(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umin_v4i32((__v4si)__a, (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_max_epu32(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umax_v4i32((__v4si)__a, (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_mullo_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a * (__v4su)__b); }
__JCIRC_INTRIN __m128i _mm_mul_epi32(__m128i __a, __m128i __b) {
    return (__m128i)((((__v2di)__a << 32) >> 32) * (((__v2di)__b << 32) >> 32));
}
__JCIRC_INTRIN __m128i _mm_cmpeq_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2di)__a == (__v2di)__b); }
__JCIRC_INTRIN __m128i _mm_packus_epi32(__m128i __a, __m128i __b) {
    typedef unsigned short __v4hu_l __attribute__((__vector_size__(8)));
    __v4si __z = {0, 0, 0, 0}, __h = {65535, 65535, 65535, 65535};
    __v4si __x = __jcirc_smin_v4i32(__jcirc_smax_v4i32((__v4si)__a, __z), __h);
    __v4si __y = __jcirc_smin_v4i32(__jcirc_smax_v4i32((__v4si)__b, __z), __h);
    return (__m128i)__builtin_shufflevector(__builtin_convertvector(__x, __v4hu_l), __builtin_convertvector(__y, __v4hu_l), 0, 1, 2, 3, 4, 5, 6, 7);
}
__JCIRC_INTRIN __m128i _mm_minpos_epu16(__m128i __a) {
    __v8hu __v = (__v8hu)__a;
    unsigned short __m = __v[0]; int __k = 0;
    for (int __i = 1; __i < 8; __i++) if (__v[__i] < __m) { __m = __v[__i]; __k = __i; }
    return (__m128i)(__v8hu){__m, (unsigned short)__k, 0, 0, 0, 0, 0, 0};
}

/* sign and zero extension of the low lanes */
#define __JCIRC_CVT(name, src, lo, dst, ...) \
    __JCIRC_INTRIN __m128i _mm_##name(__m128i __a) { \
        typedef lo __lo_t __attribute__((__vector_size__(sizeof(lo) * (16 / sizeof(dst))))); \
        typedef dst __dst_t __attribute__((__vector_size__(16))); \
        return (__m128i)__builtin_convertvector((__lo_t)__builtin_shufflevector((src)__a, (src)__a, __VA_ARGS__), __dst_t); }
__JCIRC_CVT(cvtepi8_epi16, __v16qs, signed char, short, 0, 1, 2, 3, 4, 5, 6, 7)
__JCIRC_CVT(cvtepi8_epi32, __v16qs, signed char, int, 0, 1, 2, 3)
__JCIRC_CVT(cvtepi8_epi64, __v16qs, signed char, long long, 0, 1)
__JCIRC_CVT(cvtepu8_epi16, __v16qu, unsigned char, short, 0, 1, 2, 3, 4, 5, 6, 7)
__JCIRC_CVT(cvtepu8_epi32, __v16qu, unsigned char, int, 0, 1, 2, 3)
__JCIRC_CVT(cvtepu8_epi64, __v16qu, unsigned char, long long, 0, 1)
__JCIRC_CVT(cvtepi16_epi32, __v8hi, short, int, 0, 1, 2, 3)
__JCIRC_CVT(cvtepi16_epi64, __v8hi, short, long long, 0, 1)
__JCIRC_CVT(cvtepu16_epi32, __v8hu, unsigned short, int, 0, 1, 2, 3)
__JCIRC_CVT(cvtepu16_epi64, __v8hu, unsigned short, long long, 0, 1)
__JCIRC_CVT(cvtepi32_epi64, __v4si, int, long long, 0, 1)
__JCIRC_CVT(cvtepu32_epi64, __v4su, unsigned int, long long, 0, 1)
#undef __JCIRC_CVT

/* elements */
__JCIRC_INTRIN int _mm_extract_epi8(__m128i __a, int __i) { return (unsigned char)((__v16qi)__a)[__i & 15]; }
__JCIRC_INTRIN int _mm_extract_epi32(__m128i __a, int __i) { return ((__v4si)__a)[__i & 3]; }
__JCIRC_INTRIN long long _mm_extract_epi64(__m128i __a, int __i) { return __a[__i & 1]; }
__JCIRC_INTRIN int _mm_extract_ps(__m128 __a, int __i) { return ((__v4si)__a)[__i & 3]; }
#define _MM_EXTRACT_FLOAT(D, S, N) ((D) = ((__v4sf)(S))[(N) & 3])
__JCIRC_INTRIN __m128i _mm_insert_epi8(__m128i __a, int __d, int __i) { __v16qi __v = (__v16qi)__a; __v[__i & 15] = (char)__d; return (__m128i)__v; }
__JCIRC_INTRIN __m128i _mm_insert_epi32(__m128i __a, int __d, int __i) { __v4si __v = (__v4si)__a; __v[__i & 3] = __d; return (__m128i)__v; }
__JCIRC_INTRIN __m128i _mm_insert_epi64(__m128i __a, long long __d, int __i) { __a[__i & 1] = __d; return __a; }
/* insertps: lane (I >> 6) of b into lane (I >> 4) & 3 of a, then lanes in I & 15 zeroed */
__JCIRC_INTRIN __m128 _mm_insert_ps(__m128 __a, __m128 __b, int __i) {
    __v4sf __r = (__v4sf)__a;
    __r[(__i >> 4) & 3] = __b[(__i >> 6) & 3];
    for (int __k = 0; __k < 4; __k++) if (__i & (1 << __k)) __r[__k] = 0.0f;
    return __r;
}
#define _MM_MK_INSERTPS_NDX(S, D, M) (((S) << 6) | ((D) << 4) | (M))

/* dot products: I's high nibble selects the products summed, the low nibble the lanes receiving the sum */
__JCIRC_INTRIN __m128 _mm_dp_ps(__m128 __a, __m128 __b, int __i) {
    __v4sf __p = (__v4sf)__a * (__v4sf)__b;
    float __s0 = (__i & 0x10) ? __p[0] : 0.0f, __s1 = (__i & 0x20) ? __p[1] : 0.0f;
    float __s2 = (__i & 0x40) ? __p[2] : 0.0f, __s3 = (__i & 0x80) ? __p[3] : 0.0f;
    float __s = (__s0 + __s1) + (__s2 + __s3);
    return (__m128){(__i & 1) ? __s : 0.0f, (__i & 2) ? __s : 0.0f, (__i & 4) ? __s : 0.0f, (__i & 8) ? __s : 0.0f};
}
__JCIRC_INTRIN __m128d _mm_dp_pd(__m128d __a, __m128d __b, int __i) {
    __v2df __p = (__v2df)__a * (__v2df)__b;
    double __s = ((__i & 0x10) ? __p[0] : 0.0) + ((__i & 0x20) ? __p[1] : 0.0);
    return (__m128d){(__i & 1) ? __s : 0.0, (__i & 2) ? __s : 0.0};
}

/* ptest */
__JCIRC_INTRIN int _mm_testz_si128(__m128i __m, __m128i __v) { __v2du __t = (__v2du)__m & (__v2du)__v; return (__t[0] | __t[1]) == 0; }
__JCIRC_INTRIN int _mm_testc_si128(__m128i __m, __m128i __v) { __v2du __t = ~(__v2du)__m & (__v2du)__v; return (__t[0] | __t[1]) == 0; }
__JCIRC_INTRIN int _mm_testnzc_si128(__m128i __m, __m128i __v) { return !_mm_testz_si128(__m, __v) && !_mm_testc_si128(__m, __v); }
#define _mm_test_all_zeros(M, V) _mm_testz_si128((M), (V))
#define _mm_test_all_ones(V) _mm_testc_si128((V), _mm_set1_epi32(-1))
#define _mm_test_mix_ones_zeros(M, V) _mm_testnzc_si128((M), (V))

__JCIRC_INTRIN __m128i _mm_stream_load_si128(const __m128i *__p) { return *__p; }

#include <nmmintrin.h>
#endif
