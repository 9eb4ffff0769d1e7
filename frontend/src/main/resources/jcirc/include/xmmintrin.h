/* jcirc's <xmmintrin.h>: SSE intrinsics, written on GNU vector extensions and
   __builtin_shufflevector; the few operations C cannot say exactly (rounding conversions,
   approximations, movemask, MXCSR) call LLVM's x86 intrinsics through asm labels.
   The list of what is covered: docs/vectors.md, "x86 intrinsics". */
#ifndef __JCIRC_XMMINTRIN_H
#define __JCIRC_XMMINTRIN_H

#include <mmintrin.h>
#include <mm_malloc.h>

typedef float __m128 __attribute__((__vector_size__(16), __may_alias__));
typedef float __m128_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef float __v4sf __attribute__((__vector_size__(16)));
typedef int __jcirc_v4si __attribute__((__vector_size__(16)));
typedef unsigned int __jcirc_v4su __attribute__((__vector_size__(16)));

/* LLVM intrinsics (the asm label names the intrinsic; the call is the instruction) */
__v4sf __jcirc_sqrt_v4f32(__v4sf) __asm__("llvm.sqrt.v4f32");
__v4sf __jcirc_rcpps(__v4sf) __asm__("llvm.x86.sse.rcp.ps");
__v4sf __jcirc_rcpss(__v4sf) __asm__("llvm.x86.sse.rcp.ss");
__v4sf __jcirc_rsqrtps(__v4sf) __asm__("llvm.x86.sse.rsqrt.ps");
__v4sf __jcirc_rsqrtss(__v4sf) __asm__("llvm.x86.sse.rsqrt.ss");
__v4sf __jcirc_minps(__v4sf, __v4sf) __asm__("llvm.x86.sse.min.ps");
__v4sf __jcirc_maxps(__v4sf, __v4sf) __asm__("llvm.x86.sse.max.ps");
__v4sf __jcirc_minss(__v4sf, __v4sf) __asm__("llvm.x86.sse.min.ss");
__v4sf __jcirc_maxss(__v4sf, __v4sf) __asm__("llvm.x86.sse.max.ss");
int __jcirc_movmskps(__v4sf) __asm__("llvm.x86.sse.movmsk.ps");
int __jcirc_cvtss2si(__v4sf) __asm__("llvm.x86.sse.cvtss2si");
long long __jcirc_cvtss2si64(__v4sf) __asm__("llvm.x86.sse.cvtss2si64");
int __jcirc_cvttss2si(__v4sf) __asm__("llvm.x86.sse.cvttss2si");
long long __jcirc_cvttss2si64(__v4sf) __asm__("llvm.x86.sse.cvttss2si64");
void __jcirc_ldmxcsr(const void *) __asm__("llvm.x86.sse.ldmxcsr");
void __jcirc_stmxcsr(void *) __asm__("llvm.x86.sse.stmxcsr");
void __jcirc_sfence(void) __asm__("llvm.x86.sse.sfence");

#define _MM_SHUFFLE(fp3, fp2, fp1, fp0) (((fp3) << 6) | ((fp2) << 4) | ((fp1) << 2) | (fp0))

enum _mm_hint { _MM_HINT_ET0 = 7, _MM_HINT_ET1 = 6, _MM_HINT_T0 = 3, _MM_HINT_T1 = 2, _MM_HINT_T2 = 1, _MM_HINT_NTA = 0 };
#define _mm_prefetch(P, I) __builtin_prefetch((const void *)(P), ((I) >> 2) & 1, (I) & 3)

#define _MM_EXCEPT_MASK 0x003f
#define _MM_EXCEPT_INVALID 0x0001
#define _MM_EXCEPT_DENORM 0x0002
#define _MM_EXCEPT_DIV_ZERO 0x0004
#define _MM_EXCEPT_OVERFLOW 0x0008
#define _MM_EXCEPT_UNDERFLOW 0x0010
#define _MM_EXCEPT_INEXACT 0x0020
#define _MM_MASK_MASK 0x1f80
#define _MM_MASK_INVALID 0x0080
#define _MM_MASK_DENORM 0x0100
#define _MM_MASK_DIV_ZERO 0x0200
#define _MM_MASK_OVERFLOW 0x0400
#define _MM_MASK_UNDERFLOW 0x0800
#define _MM_MASK_INEXACT 0x1000
#define _MM_ROUND_MASK 0x6000
#define _MM_ROUND_NEAREST 0x0000
#define _MM_ROUND_DOWN 0x2000
#define _MM_ROUND_UP 0x4000
#define _MM_ROUND_TOWARD_ZERO 0x6000
#define _MM_FLUSH_ZERO_MASK 0x8000
#define _MM_FLUSH_ZERO_ON 0x8000
#define _MM_FLUSH_ZERO_OFF 0x0000

__JCIRC_INTRIN unsigned int _mm_getcsr(void) { unsigned int __r; __jcirc_stmxcsr(&__r); return __r; }
__JCIRC_INTRIN void _mm_setcsr(unsigned int __i) { __jcirc_ldmxcsr(&__i); }
#define _MM_GET_EXCEPTION_STATE() (_mm_getcsr() & _MM_EXCEPT_MASK)
#define _MM_GET_EXCEPTION_MASK() (_mm_getcsr() & _MM_MASK_MASK)
#define _MM_GET_ROUNDING_MODE() (_mm_getcsr() & _MM_ROUND_MASK)
#define _MM_GET_FLUSH_ZERO_MODE() (_mm_getcsr() & _MM_FLUSH_ZERO_MASK)
#define _MM_SET_EXCEPTION_STATE(m) _mm_setcsr((_mm_getcsr() & ~_MM_EXCEPT_MASK) | (m))
#define _MM_SET_EXCEPTION_MASK(m) _mm_setcsr((_mm_getcsr() & ~_MM_MASK_MASK) | (m))
#define _MM_SET_ROUNDING_MODE(m) _mm_setcsr((_mm_getcsr() & ~_MM_ROUND_MASK) | (m))
#define _MM_SET_FLUSH_ZERO_MODE(m) _mm_setcsr((_mm_getcsr() & ~_MM_FLUSH_ZERO_MASK) | (m))

/* set, load, store */
__JCIRC_INTRIN __m128 _mm_setzero_ps(void) { return (__m128){0.0f, 0.0f, 0.0f, 0.0f}; }
__JCIRC_INTRIN __m128 _mm_undefined_ps(void) { return (__m128){0.0f, 0.0f, 0.0f, 0.0f}; }
__JCIRC_INTRIN __m128 _mm_set_ss(float __w) { return (__m128){__w, 0.0f, 0.0f, 0.0f}; }
__JCIRC_INTRIN __m128 _mm_set1_ps(float __w) { return (__m128){__w, __w, __w, __w}; }
__JCIRC_INTRIN __m128 _mm_set_ps1(float __w) { return (__m128){__w, __w, __w, __w}; }
__JCIRC_INTRIN __m128 _mm_set_ps(float __z, float __y, float __x, float __w) { return (__m128){__w, __x, __y, __z}; }
__JCIRC_INTRIN __m128 _mm_setr_ps(float __z, float __y, float __x, float __w) { return (__m128){__z, __y, __x, __w}; }
__JCIRC_INTRIN __m128 _mm_load_ps(const float *__p) { return *(const __m128 *)__p; }
__JCIRC_INTRIN __m128 _mm_loadu_ps(const float *__p) { __m128 __r; __builtin_memcpy(&__r, __p, 16); return __r; }
__JCIRC_INTRIN __m128 _mm_load_ss(const float *__p) { return (__m128){*__p, 0.0f, 0.0f, 0.0f}; }
__JCIRC_INTRIN __m128 _mm_load1_ps(const float *__p) { float __f = *__p; return (__m128){__f, __f, __f, __f}; }
__JCIRC_INTRIN __m128 _mm_load_ps1(const float *__p) { return _mm_load1_ps(__p); }
__JCIRC_INTRIN __m128 _mm_loadr_ps(const float *__p) { __m128 __a = *(const __m128 *)__p; return __builtin_shufflevector(__a, __a, 3, 2, 1, 0); }
__JCIRC_INTRIN __m128 _mm_loadh_pi(__m128 __a, const __m64 *__p) {
    __v2sf __b; __builtin_memcpy(&__b, __p, 8);
    __v4sf __c = __builtin_shufflevector(__b, __b, 0, 1, 0, 1);
    return __builtin_shufflevector((__v4sf)__a, __c, 0, 1, 4, 5);
}
__JCIRC_INTRIN __m128 _mm_loadl_pi(__m128 __a, const __m64 *__p) {
    __v2sf __b; __builtin_memcpy(&__b, __p, 8);
    __v4sf __c = __builtin_shufflevector(__b, __b, 0, 1, 0, 1);
    return __builtin_shufflevector((__v4sf)__a, __c, 4, 5, 2, 3);
}
__JCIRC_INTRIN void _mm_store_ps(float *__p, __m128 __a) { *(__m128 *)__p = __a; }
__JCIRC_INTRIN void _mm_storeu_ps(float *__p, __m128 __a) { __builtin_memcpy(__p, &__a, 16); }
__JCIRC_INTRIN void _mm_store_ss(float *__p, __m128 __a) { *__p = __a[0]; }
__JCIRC_INTRIN void _mm_store1_ps(float *__p, __m128 __a) { *(__m128 *)__p = __builtin_shufflevector(__a, __a, 0, 0, 0, 0); }
__JCIRC_INTRIN void _mm_store_ps1(float *__p, __m128 __a) { _mm_store1_ps(__p, __a); }
__JCIRC_INTRIN void _mm_storer_ps(float *__p, __m128 __a) { *(__m128 *)__p = __builtin_shufflevector(__a, __a, 3, 2, 1, 0); }
__JCIRC_INTRIN void _mm_storeh_pi(__m64 *__p, __m128 __a) { __v2sf __h = __builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 2, 3); __builtin_memcpy(__p, &__h, 8); }
__JCIRC_INTRIN void _mm_storel_pi(__m64 *__p, __m128 __a) { __v2sf __l = __builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 0, 1); __builtin_memcpy(__p, &__l, 8); }
__JCIRC_INTRIN void _mm_stream_ps(float *__p, __m128 __a) { *(__m128 *)__p = __a; }
__JCIRC_INTRIN void _mm_sfence(void) { __jcirc_sfence(); }
__JCIRC_INTRIN float _mm_cvtss_f32(__m128 __a) { return __a[0]; }

/* arithmetic */
__JCIRC_INTRIN __m128 _mm_add_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a + (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_sub_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a - (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_mul_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a * (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_div_ps(__m128 __a, __m128 __b) { return (__m128)((__v4sf)__a / (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_add_ss(__m128 __a, __m128 __b) { __a[0] += __b[0]; return __a; }
__JCIRC_INTRIN __m128 _mm_sub_ss(__m128 __a, __m128 __b) { __a[0] -= __b[0]; return __a; }
__JCIRC_INTRIN __m128 _mm_mul_ss(__m128 __a, __m128 __b) { __a[0] *= __b[0]; return __a; }
__JCIRC_INTRIN __m128 _mm_div_ss(__m128 __a, __m128 __b) { __a[0] /= __b[0]; return __a; }
__JCIRC_INTRIN __m128 _mm_sqrt_ps(__m128 __a) { return (__m128)__jcirc_sqrt_v4f32((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_sqrt_ss(__m128 __a) { __v4sf __r = __jcirc_sqrt_v4f32((__v4sf)__a); __a[0] = __r[0]; return __a; }
__JCIRC_INTRIN __m128 _mm_rcp_ps(__m128 __a) { return (__m128)__jcirc_rcpps((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_rcp_ss(__m128 __a) { return (__m128)__jcirc_rcpss((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_rsqrt_ps(__m128 __a) { return (__m128)__jcirc_rsqrtps((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_rsqrt_ss(__m128 __a) { return (__m128)__jcirc_rsqrtss((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_min_ps(__m128 __a, __m128 __b) { return (__m128)__jcirc_minps((__v4sf)__a, (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_max_ps(__m128 __a, __m128 __b) { return (__m128)__jcirc_maxps((__v4sf)__a, (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_min_ss(__m128 __a, __m128 __b) { return (__m128)__jcirc_minss((__v4sf)__a, (__v4sf)__b); }
__JCIRC_INTRIN __m128 _mm_max_ss(__m128 __a, __m128 __b) { return (__m128)__jcirc_maxss((__v4sf)__a, (__v4sf)__b); }

/* bitwise */
__JCIRC_INTRIN __m128 _mm_and_ps(__m128 __a, __m128 __b) { return (__m128)((__jcirc_v4si)__a & (__jcirc_v4si)__b); }
__JCIRC_INTRIN __m128 _mm_andnot_ps(__m128 __a, __m128 __b) { return (__m128)(~(__jcirc_v4si)__a & (__jcirc_v4si)__b); }
__JCIRC_INTRIN __m128 _mm_or_ps(__m128 __a, __m128 __b) { return (__m128)((__jcirc_v4si)__a | (__jcirc_v4si)__b); }
__JCIRC_INTRIN __m128 _mm_xor_ps(__m128 __a, __m128 __b) { return (__m128)((__jcirc_v4si)__a ^ (__jcirc_v4si)__b); }

/* comparisons: all-ones lanes where true; _ss forms compare lane 0 and keep a's other lanes */
#define __JCIRC_CMPPS(name, expr) \
    __JCIRC_INTRIN __m128 _mm_##name##_ps(__m128 __a, __m128 __b) { __v4sf __x = (__v4sf)__a, __y = (__v4sf)__b; return (__m128)(expr); } \
    __JCIRC_INTRIN __m128 _mm_##name##_ss(__m128 __a, __m128 __b) { __v4sf __x = (__v4sf)__a, __y = (__v4sf)__b; \
        return __builtin_shufflevector((__v4sf)(expr), __x, 0, 5, 6, 7); }
__JCIRC_CMPPS(cmpeq, __x == __y)
__JCIRC_CMPPS(cmplt, __x < __y)
__JCIRC_CMPPS(cmple, __x <= __y)
__JCIRC_CMPPS(cmpgt, __x > __y)
__JCIRC_CMPPS(cmpge, __x >= __y)
__JCIRC_CMPPS(cmpneq, __x != __y)
__JCIRC_CMPPS(cmpnlt, ~(__x < __y))
__JCIRC_CMPPS(cmpnle, ~(__x <= __y))
__JCIRC_CMPPS(cmpngt, ~(__x > __y))
__JCIRC_CMPPS(cmpnge, ~(__x >= __y))
__JCIRC_CMPPS(cmpord, (__x == __x) & (__y == __y))
__JCIRC_CMPPS(cmpunord, (__x != __x) | (__y != __y))
#undef __JCIRC_CMPPS
__JCIRC_INTRIN int _mm_comieq_ss(__m128 __a, __m128 __b) { return __a[0] == __b[0]; }
__JCIRC_INTRIN int _mm_comilt_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0]; }
__JCIRC_INTRIN int _mm_comile_ss(__m128 __a, __m128 __b) { return __a[0] <= __b[0]; }
__JCIRC_INTRIN int _mm_comigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__JCIRC_INTRIN int _mm_comige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__JCIRC_INTRIN int _mm_comineq_ss(__m128 __a, __m128 __b) { return __a[0] != __b[0]; }
__JCIRC_INTRIN int _mm_ucomieq_ss(__m128 __a, __m128 __b) { return __a[0] == __b[0]; }
__JCIRC_INTRIN int _mm_ucomilt_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0]; }
__JCIRC_INTRIN int _mm_ucomile_ss(__m128 __a, __m128 __b) { return __a[0] <= __b[0]; }
__JCIRC_INTRIN int _mm_ucomigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__JCIRC_INTRIN int _mm_ucomige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__JCIRC_INTRIN int _mm_ucomineq_ss(__m128 __a, __m128 __b) { return __a[0] != __b[0]; }

/* conversions */
__JCIRC_INTRIN int _mm_cvtss_si32(__m128 __a) { return __jcirc_cvtss2si((__v4sf)__a); }
__JCIRC_INTRIN int _mm_cvt_ss2si(__m128 __a) { return __jcirc_cvtss2si((__v4sf)__a); }
__JCIRC_INTRIN long long _mm_cvtss_si64(__m128 __a) { return __jcirc_cvtss2si64((__v4sf)__a); }
__JCIRC_INTRIN long long _mm_cvtss_si64x(__m128 __a) { return __jcirc_cvtss2si64((__v4sf)__a); }
__JCIRC_INTRIN int _mm_cvttss_si32(__m128 __a) { return __jcirc_cvttss2si((__v4sf)__a); }
__JCIRC_INTRIN int _mm_cvtt_ss2si(__m128 __a) { return __jcirc_cvttss2si((__v4sf)__a); }
__JCIRC_INTRIN long long _mm_cvttss_si64(__m128 __a) { return __jcirc_cvttss2si64((__v4sf)__a); }
__JCIRC_INTRIN long long _mm_cvttss_si64x(__m128 __a) { return __jcirc_cvttss2si64((__v4sf)__a); }
__JCIRC_INTRIN __m128 _mm_cvtsi32_ss(__m128 __a, int __b) { __a[0] = (float)__b; return __a; }
__JCIRC_INTRIN __m128 _mm_cvt_si2ss(__m128 __a, int __b) { __a[0] = (float)__b; return __a; }
__JCIRC_INTRIN __m128 _mm_cvtsi64_ss(__m128 __a, long long __b) { __a[0] = (float)__b; return __a; }
__JCIRC_INTRIN __m128 _mm_cvtsi64x_ss(__m128 __a, long long __b) { __a[0] = (float)__b; return __a; }

/* moves and shuffles */
__JCIRC_INTRIN __m128 _mm_move_ss(__m128 __a, __m128 __b) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 4, 1, 2, 3); }
__JCIRC_INTRIN __m128 _mm_movehl_ps(__m128 __a, __m128 __b) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 6, 7, 2, 3); }
__JCIRC_INTRIN __m128 _mm_movelh_ps(__m128 __a, __m128 __b) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 0, 1, 4, 5); }
__JCIRC_INTRIN __m128 _mm_unpackhi_ps(__m128 __a, __m128 __b) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 2, 6, 3, 7); }
__JCIRC_INTRIN __m128 _mm_unpacklo_ps(__m128 __a, __m128 __b) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 0, 4, 1, 5); }
#define _mm_shuffle_ps(A, B, I) ((__m128)__builtin_shufflevector((__v4sf)(A), (__v4sf)(B), \
    (I) & 3, ((I) >> 2) & 3, (((I) >> 4) & 3) + 4, (((I) >> 6) & 3) + 4))
__JCIRC_INTRIN int _mm_movemask_ps(__m128 __a) { return __jcirc_movmskps((__v4sf)__a); }

#define _MM_TRANSPOSE4_PS(row0, row1, row2, row3) do { \
    __m128 __t0 = _mm_unpacklo_ps((row0), (row1)), __t1 = _mm_unpacklo_ps((row2), (row3)); \
    __m128 __t2 = _mm_unpackhi_ps((row0), (row1)), __t3 = _mm_unpackhi_ps((row2), (row3)); \
    (row0) = _mm_movelh_ps(__t0, __t1); (row1) = _mm_movehl_ps(__t1, __t0); \
    (row2) = _mm_movelh_ps(__t2, __t3); (row3) = _mm_movehl_ps(__t3, __t2); \
} while (0)

#include <emmintrin.h>
#endif
