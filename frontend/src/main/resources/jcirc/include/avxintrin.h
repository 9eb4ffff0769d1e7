/* jcirc's <avxintrin.h> (included by <immintrin.h> when -mavx): 256-bit float, double and integer
   vectors on GNU vector extensions; operations without a plain vector form work on the two
   128-bit halves with the SSE intrinsics (docs/vectors.md, "x86 intrinsics").
   jcirc passes 32-byte vectors to and from functions in memory, as gcc without AVX does. */
#ifndef __JCIRC_AVXINTRIN_H
#define __JCIRC_AVXINTRIN_H

typedef float __m256 __attribute__((__vector_size__(32), __may_alias__));
typedef double __m256d __attribute__((__vector_size__(32), __may_alias__));
typedef long long __m256i __attribute__((__vector_size__(32), __may_alias__));
typedef float __m256_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef double __m256d_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef long long __m256i_u __attribute__((__vector_size__(32), __may_alias__, __aligned__(1)));
typedef float __v8sf __attribute__((__vector_size__(32)));
typedef double __v4df __attribute__((__vector_size__(32)));
typedef long long __v4di __attribute__((__vector_size__(32)));
typedef unsigned long long __v4du __attribute__((__vector_size__(32)));
typedef int __v8si __attribute__((__vector_size__(32)));
typedef unsigned int __v8su __attribute__((__vector_size__(32)));
typedef short __v16hi __attribute__((__vector_size__(32)));
typedef unsigned short __v16hu __attribute__((__vector_size__(32)));
typedef char __v32qi __attribute__((__vector_size__(32)));
typedef signed char __v32qs __attribute__((__vector_size__(32)));
typedef unsigned char __v32qu __attribute__((__vector_size__(32)));

void __jcirc_vzeroupper(void) __asm__("llvm.x86.avx.vzeroupper");
void __jcirc_vzeroall(void) __asm__("llvm.x86.avx.vzeroall");

/* halves */
__JCIRC_INTRIN __m128 _mm256_castps256_ps128(__m256 __a) { return __builtin_shufflevector((__v8sf)__a, (__v8sf)__a, 0, 1, 2, 3); }
__JCIRC_INTRIN __m128d _mm256_castpd256_pd128(__m256d __a) { return __builtin_shufflevector((__v4df)__a, (__v4df)__a, 0, 1); }
__JCIRC_INTRIN __m128i _mm256_castsi256_si128(__m256i __a) { return __builtin_shufflevector((__v4di)__a, (__v4di)__a, 0, 1); }
__JCIRC_INTRIN __m128 __jcirc_hi_ps(__m256 __a) { return __builtin_shufflevector((__v8sf)__a, (__v8sf)__a, 4, 5, 6, 7); }
__JCIRC_INTRIN __m128d __jcirc_hi_pd(__m256d __a) { return __builtin_shufflevector((__v4df)__a, (__v4df)__a, 2, 3); }
__JCIRC_INTRIN __m128i __jcirc_hi_si(__m256i __a) { return __builtin_shufflevector((__v4di)__a, (__v4di)__a, 2, 3); }
__JCIRC_INTRIN __m256 _mm256_set_m128(__m128 __h, __m128 __l) { return __builtin_shufflevector((__v4sf)__l, (__v4sf)__h, 0, 1, 2, 3, 4, 5, 6, 7); }
__JCIRC_INTRIN __m256d _mm256_set_m128d(__m128d __h, __m128d __l) { return __builtin_shufflevector((__v2df)__l, (__v2df)__h, 0, 1, 2, 3); }
__JCIRC_INTRIN __m256i _mm256_set_m128i(__m128i __h, __m128i __l) { return __builtin_shufflevector((__v2di)__l, (__v2di)__h, 0, 1, 2, 3); }
__JCIRC_INTRIN __m256 _mm256_setr_m128(__m128 __l, __m128 __h) { return _mm256_set_m128(__h, __l); }
__JCIRC_INTRIN __m256d _mm256_setr_m128d(__m128d __l, __m128d __h) { return _mm256_set_m128d(__h, __l); }
__JCIRC_INTRIN __m256i _mm256_setr_m128i(__m128i __l, __m128i __h) { return _mm256_set_m128i(__h, __l); }
__JCIRC_INTRIN __m256 _mm256_castps128_ps256(__m128 __a) { return _mm256_set_m128(_mm_setzero_ps(), __a); }
__JCIRC_INTRIN __m256d _mm256_castpd128_pd256(__m128d __a) { return _mm256_set_m128d(_mm_setzero_pd(), __a); }
__JCIRC_INTRIN __m256i _mm256_castsi128_si256(__m128i __a) { return _mm256_set_m128i(_mm_setzero_si128(), __a); }
__JCIRC_INTRIN __m256 _mm256_zextps128_ps256(__m128 __a) { return _mm256_set_m128(_mm_setzero_ps(), __a); }
__JCIRC_INTRIN __m256d _mm256_zextpd128_pd256(__m128d __a) { return _mm256_set_m128d(_mm_setzero_pd(), __a); }
__JCIRC_INTRIN __m256i _mm256_zextsi128_si256(__m128i __a) { return _mm256_set_m128i(_mm_setzero_si128(), __a); }
#define _mm256_extractf128_ps(A, I) (((I) & 1) ? __jcirc_hi_ps(A) : _mm256_castps256_ps128(A))
#define _mm256_extractf128_pd(A, I) (((I) & 1) ? __jcirc_hi_pd(A) : _mm256_castpd256_pd128(A))
#define _mm256_extractf128_si256(A, I) (((I) & 1) ? __jcirc_hi_si(A) : _mm256_castsi256_si128(A))
#define _mm256_insertf128_ps(A, B, I) (((I) & 1) ? _mm256_set_m128((B), _mm256_castps256_ps128(A)) : _mm256_set_m128(__jcirc_hi_ps(A), (B)))
#define _mm256_insertf128_pd(A, B, I) (((I) & 1) ? _mm256_set_m128d((B), _mm256_castpd256_pd128(A)) : _mm256_set_m128d(__jcirc_hi_pd(A), (B)))
#define _mm256_insertf128_si256(A, B, I) (((I) & 1) ? _mm256_set_m128i((B), _mm256_castsi256_si128(A)) : _mm256_set_m128i(__jcirc_hi_si(A), (B)))
#define __JCIRC_HALVES_PS(expr1, expr2) _mm256_set_m128((expr2), (expr1))

/* casts */
__JCIRC_INTRIN __m256 _mm256_castpd_ps(__m256d __a) { return (__m256)__a; }
__JCIRC_INTRIN __m256 _mm256_castsi256_ps(__m256i __a) { return (__m256)__a; }
__JCIRC_INTRIN __m256d _mm256_castps_pd(__m256 __a) { return (__m256d)__a; }
__JCIRC_INTRIN __m256d _mm256_castsi256_pd(__m256i __a) { return (__m256d)__a; }
__JCIRC_INTRIN __m256i _mm256_castps_si256(__m256 __a) { return (__m256i)__a; }
__JCIRC_INTRIN __m256i _mm256_castpd_si256(__m256d __a) { return (__m256i)__a; }

/* set, load, store */
__JCIRC_INTRIN __m256 _mm256_setzero_ps(void) { return (__m256){0, 0, 0, 0, 0, 0, 0, 0}; }
__JCIRC_INTRIN __m256d _mm256_setzero_pd(void) { return (__m256d){0, 0, 0, 0}; }
__JCIRC_INTRIN __m256i _mm256_setzero_si256(void) { return (__m256i){0, 0, 0, 0}; }
__JCIRC_INTRIN __m256 _mm256_undefined_ps(void) { return _mm256_setzero_ps(); }
__JCIRC_INTRIN __m256d _mm256_undefined_pd(void) { return _mm256_setzero_pd(); }
__JCIRC_INTRIN __m256i _mm256_undefined_si256(void) { return _mm256_setzero_si256(); }
__JCIRC_INTRIN __m256 _mm256_set1_ps(float __w) { return (__m256){__w, __w, __w, __w, __w, __w, __w, __w}; }
__JCIRC_INTRIN __m256d _mm256_set1_pd(double __w) { return (__m256d){__w, __w, __w, __w}; }
__JCIRC_INTRIN __m256i _mm256_set1_epi64x(long long __q) { return (__m256i){__q, __q, __q, __q}; }
__JCIRC_INTRIN __m256i _mm256_set1_epi32(int __i) { return (__m256i)(__v8si){__i, __i, __i, __i, __i, __i, __i, __i}; }
__JCIRC_INTRIN __m256i _mm256_set1_epi16(short __w) { __m128i __h = _mm_set1_epi16(__w); return _mm256_set_m128i(__h, __h); }
__JCIRC_INTRIN __m256i _mm256_set1_epi8(char __b) { __m128i __h = _mm_set1_epi8(__b); return _mm256_set_m128i(__h, __h); }
__JCIRC_INTRIN __m256 _mm256_set_ps(float __a, float __b, float __c, float __d, float __e, float __f, float __g, float __h) {
    return (__m256){__h, __g, __f, __e, __d, __c, __b, __a};
}
__JCIRC_INTRIN __m256 _mm256_setr_ps(float __a, float __b, float __c, float __d, float __e, float __f, float __g, float __h) {
    return (__m256){__a, __b, __c, __d, __e, __f, __g, __h};
}
__JCIRC_INTRIN __m256d _mm256_set_pd(double __a, double __b, double __c, double __d) { return (__m256d){__d, __c, __b, __a}; }
__JCIRC_INTRIN __m256d _mm256_setr_pd(double __a, double __b, double __c, double __d) { return (__m256d){__a, __b, __c, __d}; }
__JCIRC_INTRIN __m256i _mm256_set_epi32(int __a, int __b, int __c, int __d, int __e, int __f, int __g, int __h) {
    return (__m256i)(__v8si){__h, __g, __f, __e, __d, __c, __b, __a};
}
__JCIRC_INTRIN __m256i _mm256_setr_epi32(int __a, int __b, int __c, int __d, int __e, int __f, int __g, int __h) {
    return (__m256i)(__v8si){__a, __b, __c, __d, __e, __f, __g, __h};
}
__JCIRC_INTRIN __m256i _mm256_set_epi64x(long long __a, long long __b, long long __c, long long __d) { return (__m256i){__d, __c, __b, __a}; }
__JCIRC_INTRIN __m256i _mm256_setr_epi64x(long long __a, long long __b, long long __c, long long __d) { return (__m256i){__a, __b, __c, __d}; }
__JCIRC_INTRIN __m256 _mm256_load_ps(const float *__p) { return *(const __m256 *)__p; }
__JCIRC_INTRIN __m256d _mm256_load_pd(const double *__p) { return *(const __m256d *)__p; }
__JCIRC_INTRIN __m256i _mm256_load_si256(const __m256i *__p) { return *__p; }
__JCIRC_INTRIN __m256 _mm256_loadu_ps(const float *__p) { __m256 __r; __builtin_memcpy(&__r, __p, 32); return __r; }
__JCIRC_INTRIN __m256d _mm256_loadu_pd(const double *__p) { __m256d __r; __builtin_memcpy(&__r, __p, 32); return __r; }
__JCIRC_INTRIN __m256i _mm256_loadu_si256(const __m256i_u *__p) { __m256i __r; __builtin_memcpy(&__r, __p, 32); return __r; }
__JCIRC_INTRIN __m256i _mm256_lddqu_si256(const __m256i_u *__p) { return _mm256_loadu_si256(__p); }
__JCIRC_INTRIN void _mm256_store_ps(float *__p, __m256 __a) { *(__m256 *)__p = __a; }
__JCIRC_INTRIN void _mm256_store_pd(double *__p, __m256d __a) { *(__m256d *)__p = __a; }
__JCIRC_INTRIN void _mm256_store_si256(__m256i *__p, __m256i __a) { *__p = __a; }
__JCIRC_INTRIN void _mm256_storeu_ps(float *__p, __m256 __a) { __builtin_memcpy(__p, &__a, 32); }
__JCIRC_INTRIN void _mm256_storeu_pd(double *__p, __m256d __a) { __builtin_memcpy(__p, &__a, 32); }
__JCIRC_INTRIN void _mm256_storeu_si256(__m256i_u *__p, __m256i __a) { __builtin_memcpy(__p, &__a, 32); }
__JCIRC_INTRIN void _mm256_stream_ps(float *__p, __m256 __a) { *(__m256 *)__p = __a; }
__JCIRC_INTRIN void _mm256_stream_pd(double *__p, __m256d __a) { *(__m256d *)__p = __a; }
__JCIRC_INTRIN void _mm256_stream_si256(__m256i *__p, __m256i __a) { *__p = __a; }
__JCIRC_INTRIN __m256 _mm256_broadcast_ss(const float *__p) { return _mm256_set1_ps(*__p); }
__JCIRC_INTRIN __m256d _mm256_broadcast_sd(const double *__p) { return _mm256_set1_pd(*__p); }
__JCIRC_INTRIN __m128 _mm_broadcast_ss(const float *__p) { return _mm_set1_ps(*__p); }
__JCIRC_INTRIN __m256 _mm256_broadcast_ps(const __m128 *__p) { __m128 __h = _mm_loadu_ps((const float *)__p); return _mm256_set_m128(__h, __h); }
__JCIRC_INTRIN __m256d _mm256_broadcast_pd(const __m128d *__p) { __m128d __h = _mm_loadu_pd((const double *)__p); return _mm256_set_m128d(__h, __h); }
__JCIRC_INTRIN float _mm256_cvtss_f32(__m256 __a) { return __a[0]; }
__JCIRC_INTRIN double _mm256_cvtsd_f64(__m256d __a) { return __a[0]; }
__JCIRC_INTRIN int _mm256_cvtsi256_si32(__m256i __a) { return ((__v8si)__a)[0]; }
__JCIRC_INTRIN int _mm256_extract_epi32(__m256i __a, int __i) { return ((__v8si)__a)[__i & 7]; }
__JCIRC_INTRIN long long _mm256_extract_epi64(__m256i __a, int __i) { return __a[__i & 3]; }
__JCIRC_INTRIN int _mm256_extract_epi16(__m256i __a, int __i) { return (unsigned short)((__v16hi)__a)[__i & 15]; }
__JCIRC_INTRIN int _mm256_extract_epi8(__m256i __a, int __i) { return (unsigned char)((__v32qi)__a)[__i & 31]; }
__JCIRC_INTRIN __m256i _mm256_insert_epi32(__m256i __a, int __d, int __i) { __v8si __v = (__v8si)__a; __v[__i & 7] = __d; return (__m256i)__v; }
__JCIRC_INTRIN __m256i _mm256_insert_epi64(__m256i __a, long long __d, int __i) { __a[__i & 3] = __d; return __a; }

/* arithmetic, bitwise */
__JCIRC_INTRIN __m256 _mm256_add_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a + (__v8sf)__b); }
__JCIRC_INTRIN __m256 _mm256_sub_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a - (__v8sf)__b); }
__JCIRC_INTRIN __m256 _mm256_mul_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a * (__v8sf)__b); }
__JCIRC_INTRIN __m256 _mm256_div_ps(__m256 __a, __m256 __b) { return (__m256)((__v8sf)__a / (__v8sf)__b); }
__JCIRC_INTRIN __m256d _mm256_add_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a + (__v4df)__b); }
__JCIRC_INTRIN __m256d _mm256_sub_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a - (__v4df)__b); }
__JCIRC_INTRIN __m256d _mm256_mul_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a * (__v4df)__b); }
__JCIRC_INTRIN __m256d _mm256_div_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4df)__a / (__v4df)__b); }
__JCIRC_INTRIN __m256 _mm256_and_ps(__m256 __a, __m256 __b) { return (__m256)((__v8si)__a & (__v8si)__b); }
__JCIRC_INTRIN __m256 _mm256_andnot_ps(__m256 __a, __m256 __b) { return (__m256)(~(__v8si)__a & (__v8si)__b); }
__JCIRC_INTRIN __m256 _mm256_or_ps(__m256 __a, __m256 __b) { return (__m256)((__v8si)__a | (__v8si)__b); }
__JCIRC_INTRIN __m256 _mm256_xor_ps(__m256 __a, __m256 __b) { return (__m256)((__v8si)__a ^ (__v8si)__b); }
__JCIRC_INTRIN __m256d _mm256_and_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4di)__a & (__v4di)__b); }
__JCIRC_INTRIN __m256d _mm256_andnot_pd(__m256d __a, __m256d __b) { return (__m256d)(~(__v4di)__a & (__v4di)__b); }
__JCIRC_INTRIN __m256d _mm256_or_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4di)__a | (__v4di)__b); }
__JCIRC_INTRIN __m256d _mm256_xor_pd(__m256d __a, __m256d __b) { return (__m256d)((__v4di)__a ^ (__v4di)__b); }
#define __JCIRC_PS2(name, f) __JCIRC_INTRIN __m256 name(__m256 __a, __m256 __b) { \
    return _mm256_set_m128(f(__jcirc_hi_ps(__a), __jcirc_hi_ps(__b)), f(_mm256_castps256_ps128(__a), _mm256_castps256_ps128(__b))); }
#define __JCIRC_PD2(name, f) __JCIRC_INTRIN __m256d name(__m256d __a, __m256d __b) { \
    return _mm256_set_m128d(f(__jcirc_hi_pd(__a), __jcirc_hi_pd(__b)), f(_mm256_castpd256_pd128(__a), _mm256_castpd256_pd128(__b))); }
__JCIRC_PS2(_mm256_min_ps, _mm_min_ps)
__JCIRC_PS2(_mm256_max_ps, _mm_max_ps)
__JCIRC_PD2(_mm256_min_pd, _mm_min_pd)
__JCIRC_PD2(_mm256_max_pd, _mm_max_pd)
__JCIRC_PS2(_mm256_addsub_ps, _mm_addsub_ps)
__JCIRC_PD2(_mm256_addsub_pd, _mm_addsub_pd)
__JCIRC_PS2(_mm256_hadd_ps, _mm_hadd_ps)
__JCIRC_PS2(_mm256_hsub_ps, _mm_hsub_ps)
__JCIRC_PD2(_mm256_hadd_pd, _mm_hadd_pd)
__JCIRC_PD2(_mm256_hsub_pd, _mm_hsub_pd)
__JCIRC_PS2(_mm256_unpackhi_ps, _mm_unpackhi_ps)
__JCIRC_PS2(_mm256_unpacklo_ps, _mm_unpacklo_ps)
__JCIRC_PD2(_mm256_unpackhi_pd, _mm_unpackhi_pd)
__JCIRC_PD2(_mm256_unpacklo_pd, _mm_unpacklo_pd)
__JCIRC_INTRIN __m256 _mm256_sqrt_ps(__m256 __a) { return _mm256_set_m128(_mm_sqrt_ps(__jcirc_hi_ps(__a)), _mm_sqrt_ps(_mm256_castps256_ps128(__a))); }
__JCIRC_INTRIN __m256d _mm256_sqrt_pd(__m256d __a) { return _mm256_set_m128d(_mm_sqrt_pd(__jcirc_hi_pd(__a)), _mm_sqrt_pd(_mm256_castpd256_pd128(__a))); }
__JCIRC_INTRIN __m256 _mm256_rcp_ps(__m256 __a) { return _mm256_set_m128(_mm_rcp_ps(__jcirc_hi_ps(__a)), _mm_rcp_ps(_mm256_castps256_ps128(__a))); }
__JCIRC_INTRIN __m256 _mm256_rsqrt_ps(__m256 __a) { return _mm256_set_m128(_mm_rsqrt_ps(__jcirc_hi_ps(__a)), _mm_rsqrt_ps(_mm256_castps256_ps128(__a))); }
__JCIRC_INTRIN __m256 _mm256_round_ps(__m256 __a, int __i) { return _mm256_set_m128(_mm_round_ps(__jcirc_hi_ps(__a), __i), _mm_round_ps(_mm256_castps256_ps128(__a), __i)); }
__JCIRC_INTRIN __m256d _mm256_round_pd(__m256d __a, int __i) { return _mm256_set_m128d(_mm_round_pd(__jcirc_hi_pd(__a), __i), _mm_round_pd(_mm256_castpd256_pd128(__a), __i)); }
#define _mm256_ceil_ps(A) _mm256_round_ps((A), _MM_FROUND_CEIL)
#define _mm256_floor_ps(A) _mm256_round_ps((A), _MM_FROUND_FLOOR)
#define _mm256_ceil_pd(A) _mm256_round_pd((A), _MM_FROUND_CEIL)
#define _mm256_floor_pd(A) _mm256_round_pd((A), _MM_FROUND_FLOOR)
__JCIRC_INTRIN __m256 _mm256_movehdup_ps(__m256 __a) { return __builtin_shufflevector((__v8sf)__a, (__v8sf)__a, 1, 1, 3, 3, 5, 5, 7, 7); }
__JCIRC_INTRIN __m256 _mm256_moveldup_ps(__m256 __a) { return __builtin_shufflevector((__v8sf)__a, (__v8sf)__a, 0, 0, 2, 2, 4, 4, 6, 6); }
__JCIRC_INTRIN __m256d _mm256_movedup_pd(__m256d __a) { return __builtin_shufflevector((__v4df)__a, (__v4df)__a, 0, 0, 2, 2); }

/* compares: _CMP_* predicates (ordered/unordered, quiet and signaling alike) */
#define _CMP_EQ_OQ 0x00
#define _CMP_LT_OS 0x01
#define _CMP_LE_OS 0x02
#define _CMP_UNORD_Q 0x03
#define _CMP_NEQ_UQ 0x04
#define _CMP_NLT_US 0x05
#define _CMP_NLE_US 0x06
#define _CMP_ORD_Q 0x07
#define _CMP_EQ_UQ 0x08
#define _CMP_NGE_US 0x09
#define _CMP_NGT_US 0x0a
#define _CMP_FALSE_OQ 0x0b
#define _CMP_NEQ_OQ 0x0c
#define _CMP_GE_OS 0x0d
#define _CMP_GT_OS 0x0e
#define _CMP_TRUE_UQ 0x0f
#define _CMP_EQ_OS 0x10
#define _CMP_LT_OQ 0x11
#define _CMP_LE_OQ 0x12
#define _CMP_UNORD_S 0x13
#define _CMP_NEQ_US 0x14
#define _CMP_NLT_UQ 0x15
#define _CMP_NLE_UQ 0x16
#define _CMP_ORD_S 0x17
#define _CMP_EQ_US 0x18
#define _CMP_NGE_UQ 0x19
#define _CMP_NGT_UQ 0x1a
#define _CMP_FALSE_OS 0x1b
#define _CMP_NEQ_OS 0x1c
#define _CMP_GE_OQ 0x1d
#define _CMP_GT_OQ 0x1e
#define _CMP_TRUE_US 0x1f
#define __JCIRC_CMP_BODY(T) \
    T __u = (__x != __x) | (__y != __y); \
    switch (__p & 15) { \
    case 0: return (__x == __y); case 1: return (__x < __y); case 2: return (__x <= __y); case 3: return __u; \
    case 4: return (__x != __y); case 5: return ~(__x < __y); case 6: return ~(__x <= __y); case 7: return ~__u; \
    case 8: return (__x == __y) | __u; case 9: return ~(__x >= __y); case 10: return ~(__x > __y); case 11: return __u & ~__u; \
    case 12: return (__x != __y) & ~__u; case 13: return (__x >= __y); case 14: return (__x > __y); default: return __u | ~__u; }
__JCIRC_INTRIN __v8si __jcirc_cmp8(__v8sf __x, __v8sf __y, int __p) { __JCIRC_CMP_BODY(__v8si) }
__JCIRC_INTRIN __v4di __jcirc_cmp4d(__v4df __x, __v4df __y, int __p) { __JCIRC_CMP_BODY(__v4di) }
__JCIRC_INTRIN __jcirc_v4si __jcirc_cmp4(__v4sf __x, __v4sf __y, int __p) { __JCIRC_CMP_BODY(__jcirc_v4si) }
__JCIRC_INTRIN __v2di __jcirc_cmp2d(__v2df __x, __v2df __y, int __p) { __JCIRC_CMP_BODY(__v2di) }
#undef __JCIRC_CMP_BODY
__JCIRC_INTRIN __m256 _mm256_cmp_ps(__m256 __a, __m256 __b, int __p) { return (__m256)__jcirc_cmp8((__v8sf)__a, (__v8sf)__b, __p); }
__JCIRC_INTRIN __m256d _mm256_cmp_pd(__m256d __a, __m256d __b, int __p) { return (__m256d)__jcirc_cmp4d((__v4df)__a, (__v4df)__b, __p); }
__JCIRC_INTRIN __m128 _mm_cmp_ps(__m128 __a, __m128 __b, int __p) { return (__m128)__jcirc_cmp4((__v4sf)__a, (__v4sf)__b, __p); }
__JCIRC_INTRIN __m128d _mm_cmp_pd(__m128d __a, __m128d __b, int __p) { return (__m128d)__jcirc_cmp2d((__v2df)__a, (__v2df)__b, __p); }
__JCIRC_INTRIN __m128 _mm_cmp_ss(__m128 __a, __m128 __b, int __p) { return _mm_move_ss(__a, _mm_cmp_ps(__a, __b, __p)); }
__JCIRC_INTRIN __m128d _mm_cmp_sd(__m128d __a, __m128d __b, int __p) { return _mm_move_sd(__a, _mm_cmp_pd(__a, __b, __p)); }
__JCIRC_INTRIN int _mm256_movemask_ps(__m256 __a) { return _mm_movemask_ps(_mm256_castps256_ps128(__a)) | (_mm_movemask_ps(__jcirc_hi_ps(__a)) << 4); }
__JCIRC_INTRIN int _mm256_movemask_pd(__m256d __a) { return _mm_movemask_pd(_mm256_castpd256_pd128(__a)) | (_mm_movemask_pd(__jcirc_hi_pd(__a)) << 2); }

/* blends, shuffles, permutes (I: a constant) */
#define _mm256_blend_ps(A, B, I) ((__m256)__builtin_shufflevector((__v8sf)(A), (__v8sf)(B), \
    ((I) & 1) ? 8 : 0, ((I) & 2) ? 9 : 1, ((I) & 4) ? 10 : 2, ((I) & 8) ? 11 : 3, \
    ((I) & 16) ? 12 : 4, ((I) & 32) ? 13 : 5, ((I) & 64) ? 14 : 6, ((I) & 128) ? 15 : 7))
#define _mm256_blend_pd(A, B, I) ((__m256d)__builtin_shufflevector((__v4df)(A), (__v4df)(B), \
    ((I) & 1) ? 4 : 0, ((I) & 2) ? 5 : 1, ((I) & 4) ? 6 : 2, ((I) & 8) ? 7 : 3))
__JCIRC_INTRIN __m256 _mm256_blendv_ps(__m256 __a, __m256 __b, __m256 __m) {
    __v8si __k = (__v8si)__m >> 31;
    return (__m256)(((__v8si)__a & ~__k) | ((__v8si)__b & __k));
}
__JCIRC_INTRIN __m256d _mm256_blendv_pd(__m256d __a, __m256d __b, __m256d __m) {
    __v4di __k = (__v4di)__m >> 63;
    return (__m256d)(((__v4di)__a & ~__k) | ((__v4di)__b & __k));
}
#define _mm256_shuffle_ps(A, B, I) ((__m256)__builtin_shufflevector((__v8sf)(A), (__v8sf)(B), \
    (I) & 3, ((I) >> 2) & 3, (((I) >> 4) & 3) + 8, (((I) >> 6) & 3) + 8, \
    ((I) & 3) + 4, (((I) >> 2) & 3) + 4, (((I) >> 4) & 3) + 12, (((I) >> 6) & 3) + 12))
#define _mm256_shuffle_pd(A, B, I) ((__m256d)__builtin_shufflevector((__v4df)(A), (__v4df)(B), \
    (I) & 1, (((I) >> 1) & 1) + 4, (((I) >> 2) & 1) + 2, (((I) >> 3) & 1) + 6))
#define _mm256_permute_ps(A, I) ((__m256)__builtin_shufflevector((__v8sf)(A), (__v8sf){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3, ((I) & 3) + 4, (((I) >> 2) & 3) + 4, (((I) >> 4) & 3) + 4, (((I) >> 6) & 3) + 4))
#define _mm256_permute_pd(A, I) ((__m256d)__builtin_shufflevector((__v4df)(A), (__v4df){0}, \
    (I) & 1, ((I) >> 1) & 1, (((I) >> 2) & 1) + 2, (((I) >> 3) & 1) + 2))
#define _mm_permute_ps(A, I) ((__m128)__builtin_shufflevector((__v4sf)(A), (__v4sf){0}, (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3))
#define _mm_permute_pd(A, I) ((__m128d)__builtin_shufflevector((__v2df)(A), (__v2df){0}, (I) & 1, ((I) >> 1) & 1))
/* vperm2f128: each half of the result is one of a's or b's halves, or zero (bit 3 / bit 7) */
__JCIRC_INTRIN __m128i __jcirc_pick128(__m256i __a, __m256i __b, int __s) {
    if (__s & 8) return _mm_setzero_si128();
    switch (__s & 3) {
    case 0: return _mm256_castsi256_si128(__a);
    case 1: return __jcirc_hi_si(__a);
    case 2: return _mm256_castsi256_si128(__b);
    default: return __jcirc_hi_si(__b);
    }
}
__JCIRC_INTRIN __m256i _mm256_permute2f128_si256(__m256i __a, __m256i __b, int __i) {
    return _mm256_set_m128i(__jcirc_pick128(__a, __b, __i >> 4), __jcirc_pick128(__a, __b, __i));
}
__JCIRC_INTRIN __m256 _mm256_permute2f128_ps(__m256 __a, __m256 __b, int __i) { return (__m256)_mm256_permute2f128_si256((__m256i)__a, (__m256i)__b, __i); }
__JCIRC_INTRIN __m256d _mm256_permute2f128_pd(__m256d __a, __m256d __b, int __i) { return (__m256d)_mm256_permute2f128_si256((__m256i)__a, (__m256i)__b, __i); }

/* conversions */
__JCIRC_INTRIN __m256 _mm256_cvtepi32_ps(__m256i __a) { return (__m256)__builtin_convertvector((__v8si)__a, __v8sf); }
__JCIRC_INTRIN __m256d _mm256_cvtepi32_pd(__m128i __a) { return (__m256d)__builtin_convertvector((__v4si)__a, __v4df); }
__JCIRC_INTRIN __m256d _mm256_cvtps_pd(__m128 __a) { return (__m256d)__builtin_convertvector((__v4sf)__a, __v4df); }
__JCIRC_INTRIN __m128 _mm256_cvtpd_ps(__m256d __a) { return _mm_movelh_ps(_mm_cvtpd_ps(_mm256_castpd256_pd128(__a)), _mm_cvtpd_ps(__jcirc_hi_pd(__a))); }
__JCIRC_INTRIN __m256i _mm256_cvtps_epi32(__m256 __a) { return _mm256_set_m128i(_mm_cvtps_epi32(__jcirc_hi_ps(__a)), _mm_cvtps_epi32(_mm256_castps256_ps128(__a))); }
__JCIRC_INTRIN __m256i _mm256_cvttps_epi32(__m256 __a) { return _mm256_set_m128i(_mm_cvttps_epi32(__jcirc_hi_ps(__a)), _mm_cvttps_epi32(_mm256_castps256_ps128(__a))); }
__JCIRC_INTRIN __m128i _mm256_cvtpd_epi32(__m256d __a) { return _mm_unpacklo_epi64(_mm_cvtpd_epi32(_mm256_castpd256_pd128(__a)), _mm_cvtpd_epi32(__jcirc_hi_pd(__a))); }
__JCIRC_INTRIN __m128i _mm256_cvttpd_epi32(__m256d __a) { return _mm_unpacklo_epi64(_mm_cvttpd_epi32(_mm256_castpd256_pd128(__a)), _mm_cvttpd_epi32(__jcirc_hi_pd(__a))); }

/* vptest */
__JCIRC_INTRIN int _mm256_testz_si256(__m256i __m, __m256i __v) { __v4du __t = (__v4du)__m & (__v4du)__v; return (__t[0] | __t[1] | __t[2] | __t[3]) == 0; }
__JCIRC_INTRIN int _mm256_testc_si256(__m256i __m, __m256i __v) { __v4du __t = ~(__v4du)__m & (__v4du)__v; return (__t[0] | __t[1] | __t[2] | __t[3]) == 0; }
__JCIRC_INTRIN int _mm256_testnzc_si256(__m256i __m, __m256i __v) { return !_mm256_testz_si256(__m, __v) && !_mm256_testc_si256(__m, __v); }

__JCIRC_INTRIN void _mm256_zeroupper(void) { __jcirc_vzeroupper(); }
__JCIRC_INTRIN void _mm256_zeroall(void) { __jcirc_vzeroall(); }

#endif
