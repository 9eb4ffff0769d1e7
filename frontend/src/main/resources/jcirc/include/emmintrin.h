/* jcirc's <emmintrin.h>: SSE2 intrinsics on GNU vector extensions and __builtin_shufflevector;
   saturating arithmetic and integer min/max use LLVM's generic vector intrinsics, and the
   operations C cannot say exactly (packs, movemask, psadbw, pmaddwd, rounding conversions) call
   LLVM's x86 intrinsics through asm labels. Covered list: docs/vectors.md, "x86 intrinsics". */
#ifndef __JCIRC_EMMINTRIN_H
#define __JCIRC_EMMINTRIN_H

#include <xmmintrin.h>

typedef double __m128d __attribute__((__vector_size__(16), __may_alias__));
typedef long long __m128i __attribute__((__vector_size__(16), __may_alias__));
typedef double __m128d_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef long long __m128i_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef double __v2df __attribute__((__vector_size__(16)));
typedef long long __v2di __attribute__((__vector_size__(16)));
typedef unsigned long long __v2du __attribute__((__vector_size__(16)));
typedef int __v4si __attribute__((__vector_size__(16)));
typedef unsigned int __v4su __attribute__((__vector_size__(16)));
typedef short __v8hi __attribute__((__vector_size__(16)));
typedef unsigned short __v8hu __attribute__((__vector_size__(16)));
typedef char __v16qi __attribute__((__vector_size__(16)));
typedef signed char __v16qs __attribute__((__vector_size__(16)));
typedef unsigned char __v16qu __attribute__((__vector_size__(16)));

/* LLVM intrinsics */
__v2df __jcirc_sqrt_v2f64(__v2df) __asm__("llvm.sqrt.v2f64");
__v2df __jcirc_minpd(__v2df, __v2df) __asm__("llvm.x86.sse2.min.pd");
__v2df __jcirc_maxpd(__v2df, __v2df) __asm__("llvm.x86.sse2.max.pd");
__v2df __jcirc_minsd(__v2df, __v2df) __asm__("llvm.x86.sse2.min.sd");
__v2df __jcirc_maxsd(__v2df, __v2df) __asm__("llvm.x86.sse2.max.sd");
int __jcirc_movmskpd(__v2df) __asm__("llvm.x86.sse2.movmsk.pd");
int __jcirc_pmovmskb(__v16qi) __asm__("llvm.x86.sse2.pmovmskb.128");
__v16qi __jcirc_packsswb(__v8hi, __v8hi) __asm__("llvm.x86.sse2.packsswb.128");
__v8hi __jcirc_packssdw(__v4si, __v4si) __asm__("llvm.x86.sse2.packssdw.128");
__v16qi __jcirc_packuswb(__v8hi, __v8hi) __asm__("llvm.x86.sse2.packuswb.128");
__v8hi __jcirc_pmulhw(__v8hi, __v8hi) __asm__("llvm.x86.sse2.pmulh.w");
__v8hi __jcirc_pmulhuw(__v8hi, __v8hi) __asm__("llvm.x86.sse2.pmulhu.w");
__v4si __jcirc_pmaddwd(__v8hi, __v8hi) __asm__("llvm.x86.sse2.pmadd.wd");
__v2di __jcirc_psadbw(__v16qi, __v16qi) __asm__("llvm.x86.sse2.psad.bw");
__v16qi __jcirc_pavgb(__v16qi, __v16qi) __asm__("llvm.x86.sse2.pavg.b");
__v8hi __jcirc_pavgw(__v8hi, __v8hi) __asm__("llvm.x86.sse2.pavg.w");
__v16qi __jcirc_sadd_v16i8(__v16qi, __v16qi) __asm__("llvm.sadd.sat.v16i8");
__v16qi __jcirc_uadd_v16i8(__v16qi, __v16qi) __asm__("llvm.uadd.sat.v16i8");
__v16qi __jcirc_ssub_v16i8(__v16qi, __v16qi) __asm__("llvm.ssub.sat.v16i8");
__v16qi __jcirc_usub_v16i8(__v16qi, __v16qi) __asm__("llvm.usub.sat.v16i8");
__v8hi __jcirc_sadd_v8i16(__v8hi, __v8hi) __asm__("llvm.sadd.sat.v8i16");
__v8hi __jcirc_uadd_v8i16(__v8hi, __v8hi) __asm__("llvm.uadd.sat.v8i16");
__v8hi __jcirc_ssub_v8i16(__v8hi, __v8hi) __asm__("llvm.ssub.sat.v8i16");
__v8hi __jcirc_usub_v8i16(__v8hi, __v8hi) __asm__("llvm.usub.sat.v8i16");
__v16qi __jcirc_smin_v16i8(__v16qi, __v16qi) __asm__("llvm.smin.v16i8");
__v16qi __jcirc_smax_v16i8(__v16qi, __v16qi) __asm__("llvm.smax.v16i8");
__v16qi __jcirc_umin_v16i8(__v16qi, __v16qi) __asm__("llvm.umin.v16i8");
__v16qi __jcirc_umax_v16i8(__v16qi, __v16qi) __asm__("llvm.umax.v16i8");
__v8hi __jcirc_smin_v8i16(__v8hi, __v8hi) __asm__("llvm.smin.v8i16");
__v8hi __jcirc_smax_v8i16(__v8hi, __v8hi) __asm__("llvm.smax.v8i16");
__v8hi __jcirc_umin_v8i16(__v8hi, __v8hi) __asm__("llvm.umin.v8i16");
__v8hi __jcirc_umax_v8i16(__v8hi, __v8hi) __asm__("llvm.umax.v8i16");
__v4si __jcirc_smin_v4i32(__v4si, __v4si) __asm__("llvm.smin.v4i32");
__v4si __jcirc_smax_v4i32(__v4si, __v4si) __asm__("llvm.smax.v4i32");
__v4si __jcirc_umin_v4i32(__v4si, __v4si) __asm__("llvm.umin.v4i32");
__v4si __jcirc_umax_v4i32(__v4si, __v4si) __asm__("llvm.umax.v4i32");
__v4si __jcirc_cvtps2dq(__v4sf) __asm__("llvm.x86.sse2.cvtps2dq");
__v4si __jcirc_cvttps2dq(__v4sf) __asm__("llvm.x86.sse2.cvttps2dq");
__v4si __jcirc_cvtpd2dq(__v2df) __asm__("llvm.x86.sse2.cvtpd2dq");
__v4si __jcirc_cvttpd2dq(__v2df) __asm__("llvm.x86.sse2.cvttpd2dq");
__v4sf __jcirc_cvtpd2ps(__v2df) __asm__("llvm.x86.sse2.cvtpd2ps");
int __jcirc_cvtsd2si(__v2df) __asm__("llvm.x86.sse2.cvtsd2si");
long long __jcirc_cvtsd2si64(__v2df) __asm__("llvm.x86.sse2.cvtsd2si64");
int __jcirc_cvttsd2si(__v2df) __asm__("llvm.x86.sse2.cvttsd2si");
long long __jcirc_cvttsd2si64(__v2df) __asm__("llvm.x86.sse2.cvttsd2si64");
void __jcirc_lfence(void) __asm__("llvm.x86.sse2.lfence");
void __jcirc_mfence(void) __asm__("llvm.x86.sse2.mfence");
void __jcirc_pause(void) __asm__("llvm.x86.sse2.pause");
void __jcirc_clflush(const void *) __asm__("llvm.x86.sse2.clflush");

/* double: set, load, store */
__JCIRC_INTRIN __m128d _mm_setzero_pd(void) { return (__m128d){0.0, 0.0}; }
__JCIRC_INTRIN __m128d _mm_undefined_pd(void) { return (__m128d){0.0, 0.0}; }
__JCIRC_INTRIN __m128d _mm_set_sd(double __w) { return (__m128d){__w, 0.0}; }
__JCIRC_INTRIN __m128d _mm_set1_pd(double __w) { return (__m128d){__w, __w}; }
__JCIRC_INTRIN __m128d _mm_set_pd1(double __w) { return (__m128d){__w, __w}; }
__JCIRC_INTRIN __m128d _mm_set_pd(double __w, double __x) { return (__m128d){__x, __w}; }
__JCIRC_INTRIN __m128d _mm_setr_pd(double __w, double __x) { return (__m128d){__w, __x}; }
__JCIRC_INTRIN __m128d _mm_load_pd(const double *__p) { return *(const __m128d *)__p; }
__JCIRC_INTRIN __m128d _mm_loadu_pd(const double *__p) { __m128d __r; __builtin_memcpy(&__r, __p, 16); return __r; }
__JCIRC_INTRIN __m128d _mm_load_sd(const double *__p) { return (__m128d){*__p, 0.0}; }
__JCIRC_INTRIN __m128d _mm_load1_pd(const double *__p) { double __d = *__p; return (__m128d){__d, __d}; }
__JCIRC_INTRIN __m128d _mm_load_pd1(const double *__p) { return _mm_load1_pd(__p); }
__JCIRC_INTRIN __m128d _mm_loadr_pd(const double *__p) { __m128d __a = *(const __m128d *)__p; return __builtin_shufflevector(__a, __a, 1, 0); }
__JCIRC_INTRIN __m128d _mm_loadh_pd(__m128d __a, const double *__p) { double __d; __builtin_memcpy(&__d, __p, 8); __a[1] = __d; return __a; }
__JCIRC_INTRIN __m128d _mm_loadl_pd(__m128d __a, const double *__p) { double __d; __builtin_memcpy(&__d, __p, 8); __a[0] = __d; return __a; }
__JCIRC_INTRIN void _mm_store_pd(double *__p, __m128d __a) { *(__m128d *)__p = __a; }
__JCIRC_INTRIN void _mm_storeu_pd(double *__p, __m128d __a) { __builtin_memcpy(__p, &__a, 16); }
__JCIRC_INTRIN void _mm_store_sd(double *__p, __m128d __a) { double __d = __a[0]; __builtin_memcpy(__p, &__d, 8); }
__JCIRC_INTRIN void _mm_store1_pd(double *__p, __m128d __a) { *(__m128d *)__p = __builtin_shufflevector(__a, __a, 0, 0); }
__JCIRC_INTRIN void _mm_store_pd1(double *__p, __m128d __a) { _mm_store1_pd(__p, __a); }
__JCIRC_INTRIN void _mm_storer_pd(double *__p, __m128d __a) { *(__m128d *)__p = __builtin_shufflevector(__a, __a, 1, 0); }
__JCIRC_INTRIN void _mm_storeh_pd(double *__p, __m128d __a) { double __d = __a[1]; __builtin_memcpy(__p, &__d, 8); }
__JCIRC_INTRIN void _mm_storel_pd(double *__p, __m128d __a) { double __d = __a[0]; __builtin_memcpy(__p, &__d, 8); }
__JCIRC_INTRIN void _mm_stream_pd(double *__p, __m128d __a) { *(__m128d *)__p = __a; }
__JCIRC_INTRIN double _mm_cvtsd_f64(__m128d __a) { return __a[0]; }

/* double: arithmetic, bitwise */
__JCIRC_INTRIN __m128d _mm_add_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a + (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_sub_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a - (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_mul_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a * (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_div_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2df)__a / (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_add_sd(__m128d __a, __m128d __b) { __a[0] += __b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_sub_sd(__m128d __a, __m128d __b) { __a[0] -= __b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_mul_sd(__m128d __a, __m128d __b) { __a[0] *= __b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_div_sd(__m128d __a, __m128d __b) { __a[0] /= __b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_sqrt_pd(__m128d __a) { return (__m128d)__jcirc_sqrt_v2f64((__v2df)__a); }
__JCIRC_INTRIN __m128d _mm_sqrt_sd(__m128d __a, __m128d __b) { __v2df __r = __jcirc_sqrt_v2f64((__v2df)__b); __a[0] = __r[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_min_pd(__m128d __a, __m128d __b) { return (__m128d)__jcirc_minpd((__v2df)__a, (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_max_pd(__m128d __a, __m128d __b) { return (__m128d)__jcirc_maxpd((__v2df)__a, (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_min_sd(__m128d __a, __m128d __b) { return (__m128d)__jcirc_minsd((__v2df)__a, (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_max_sd(__m128d __a, __m128d __b) { return (__m128d)__jcirc_maxsd((__v2df)__a, (__v2df)__b); }
__JCIRC_INTRIN __m128d _mm_and_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a & (__v2di)__b); }
__JCIRC_INTRIN __m128d _mm_andnot_pd(__m128d __a, __m128d __b) { return (__m128d)(~(__v2di)__a & (__v2di)__b); }
__JCIRC_INTRIN __m128d _mm_or_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a | (__v2di)__b); }
__JCIRC_INTRIN __m128d _mm_xor_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a ^ (__v2di)__b); }

#define __JCIRC_CMPPD(name, expr) \
    __JCIRC_INTRIN __m128d _mm_##name##_pd(__m128d __a, __m128d __b) { __v2df __x = (__v2df)__a, __y = (__v2df)__b; return (__m128d)(expr); } \
    __JCIRC_INTRIN __m128d _mm_##name##_sd(__m128d __a, __m128d __b) { __v2df __x = (__v2df)__a, __y = (__v2df)__b; \
        return __builtin_shufflevector((__v2df)(expr), __x, 0, 3); }
__JCIRC_CMPPD(cmpeq, __x == __y)
__JCIRC_CMPPD(cmplt, __x < __y)
__JCIRC_CMPPD(cmple, __x <= __y)
__JCIRC_CMPPD(cmpgt, __x > __y)
__JCIRC_CMPPD(cmpge, __x >= __y)
__JCIRC_CMPPD(cmpneq, __x != __y)
__JCIRC_CMPPD(cmpnlt, ~(__x < __y))
__JCIRC_CMPPD(cmpnle, ~(__x <= __y))
__JCIRC_CMPPD(cmpngt, ~(__x > __y))
__JCIRC_CMPPD(cmpnge, ~(__x >= __y))
__JCIRC_CMPPD(cmpord, (__x == __x) & (__y == __y))
__JCIRC_CMPPD(cmpunord, (__x != __x) | (__y != __y))
#undef __JCIRC_CMPPD
__JCIRC_INTRIN int _mm_comieq_sd(__m128d __a, __m128d __b) { return __a[0] == __b[0]; }
__JCIRC_INTRIN int _mm_comilt_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0]; }
__JCIRC_INTRIN int _mm_comile_sd(__m128d __a, __m128d __b) { return __a[0] <= __b[0]; }
__JCIRC_INTRIN int _mm_comigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__JCIRC_INTRIN int _mm_comige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__JCIRC_INTRIN int _mm_comineq_sd(__m128d __a, __m128d __b) { return __a[0] != __b[0]; }
__JCIRC_INTRIN int _mm_ucomieq_sd(__m128d __a, __m128d __b) { return __a[0] == __b[0]; }
__JCIRC_INTRIN int _mm_ucomilt_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0]; }
__JCIRC_INTRIN int _mm_ucomile_sd(__m128d __a, __m128d __b) { return __a[0] <= __b[0]; }
__JCIRC_INTRIN int _mm_ucomigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__JCIRC_INTRIN int _mm_ucomige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__JCIRC_INTRIN int _mm_ucomineq_sd(__m128d __a, __m128d __b) { return __a[0] != __b[0]; }

/* double: moves, shuffles, conversions */
__JCIRC_INTRIN __m128d _mm_move_sd(__m128d __a, __m128d __b) { return __builtin_shufflevector((__v2df)__a, (__v2df)__b, 2, 1); }
__JCIRC_INTRIN __m128d _mm_unpackhi_pd(__m128d __a, __m128d __b) { return __builtin_shufflevector((__v2df)__a, (__v2df)__b, 1, 3); }
__JCIRC_INTRIN __m128d _mm_unpacklo_pd(__m128d __a, __m128d __b) { return __builtin_shufflevector((__v2df)__a, (__v2df)__b, 0, 2); }
#define _mm_shuffle_pd(A, B, I) ((__m128d)__builtin_shufflevector((__v2df)(A), (__v2df)(B), (I) & 1, (((I) >> 1) & 1) + 2))
__JCIRC_INTRIN int _mm_movemask_pd(__m128d __a) { return __jcirc_movmskpd((__v2df)__a); }
__JCIRC_INTRIN __m128 _mm_cvtpd_ps(__m128d __a) { return (__m128)__jcirc_cvtpd2ps((__v2df)__a); }
__JCIRC_INTRIN __m128d _mm_cvtps_pd(__m128 __a) {
    return (__m128d)__builtin_convertvector(__builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 0, 1), __v2df);
}
__JCIRC_INTRIN __m128d _mm_cvtepi32_pd(__m128i __a) {
    typedef int __v2si_l __attribute__((__vector_size__(8)));
    __v2si_l __l = __builtin_shufflevector((__v4si)__a, (__v4si)__a, 0, 1);
    return (__m128d)__builtin_convertvector(__l, __v2df);
}
__JCIRC_INTRIN __m128 _mm_cvtepi32_ps(__m128i __a) { return (__m128)__builtin_convertvector((__v4si)__a, __v4sf); }
__JCIRC_INTRIN __m128i _mm_cvtps_epi32(__m128 __a) { return (__m128i)__jcirc_cvtps2dq((__v4sf)__a); }
__JCIRC_INTRIN __m128i _mm_cvttps_epi32(__m128 __a) { return (__m128i)__jcirc_cvttps2dq((__v4sf)__a); }
__JCIRC_INTRIN __m128i _mm_cvtpd_epi32(__m128d __a) { return (__m128i)__jcirc_cvtpd2dq((__v2df)__a); }
__JCIRC_INTRIN __m128i _mm_cvttpd_epi32(__m128d __a) { return (__m128i)__jcirc_cvttpd2dq((__v2df)__a); }
__JCIRC_INTRIN int _mm_cvtsd_si32(__m128d __a) { return __jcirc_cvtsd2si((__v2df)__a); }
__JCIRC_INTRIN long long _mm_cvtsd_si64(__m128d __a) { return __jcirc_cvtsd2si64((__v2df)__a); }
__JCIRC_INTRIN long long _mm_cvtsd_si64x(__m128d __a) { return __jcirc_cvtsd2si64((__v2df)__a); }
__JCIRC_INTRIN int _mm_cvttsd_si32(__m128d __a) { return __jcirc_cvttsd2si((__v2df)__a); }
__JCIRC_INTRIN long long _mm_cvttsd_si64(__m128d __a) { return __jcirc_cvttsd2si64((__v2df)__a); }
__JCIRC_INTRIN long long _mm_cvttsd_si64x(__m128d __a) { return __jcirc_cvttsd2si64((__v2df)__a); }
__JCIRC_INTRIN __m128 _mm_cvtsd_ss(__m128 __a, __m128d __b) { __a[0] = (float)__b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_cvtss_sd(__m128d __a, __m128 __b) { __a[0] = (double)__b[0]; return __a; }
__JCIRC_INTRIN __m128d _mm_cvtsi32_sd(__m128d __a, int __b) { __a[0] = (double)__b; return __a; }
__JCIRC_INTRIN __m128d _mm_cvtsi64_sd(__m128d __a, long long __b) { __a[0] = (double)__b; return __a; }
__JCIRC_INTRIN __m128d _mm_cvtsi64x_sd(__m128d __a, long long __b) { __a[0] = (double)__b; return __a; }

/* integer: set, load, store */
__JCIRC_INTRIN __m128i _mm_setzero_si128(void) { return (__m128i){0, 0}; }
__JCIRC_INTRIN __m128i _mm_undefined_si128(void) { return (__m128i){0, 0}; }
__JCIRC_INTRIN __m128i _mm_set_epi64x(long long __q1, long long __q0) { return (__m128i){__q0, __q1}; }
__JCIRC_INTRIN __m128i _mm_set_epi64(__m64 __q1, __m64 __q0) { return (__m128i){((__v1di)__q0)[0], ((__v1di)__q1)[0]}; }
__JCIRC_INTRIN __m128i _mm_set_epi32(int __i3, int __i2, int __i1, int __i0) { return (__m128i)(__v4si){__i0, __i1, __i2, __i3}; }
__JCIRC_INTRIN __m128i _mm_set_epi16(short __w7, short __w6, short __w5, short __w4, short __w3, short __w2, short __w1, short __w0) {
    return (__m128i)(__v8hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7};
}
__JCIRC_INTRIN __m128i _mm_set_epi8(char __b15, char __b14, char __b13, char __b12, char __b11, char __b10, char __b9, char __b8,
                                    char __b7, char __b6, char __b5, char __b4, char __b3, char __b2, char __b1, char __b0) {
    return (__m128i)(__v16qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7, __b8, __b9, __b10, __b11, __b12, __b13, __b14, __b15};
}
__JCIRC_INTRIN __m128i _mm_setr_epi64(__m64 __q0, __m64 __q1) { return _mm_set_epi64(__q1, __q0); }
__JCIRC_INTRIN __m128i _mm_setr_epi32(int __i0, int __i1, int __i2, int __i3) { return (__m128i)(__v4si){__i0, __i1, __i2, __i3}; }
__JCIRC_INTRIN __m128i _mm_setr_epi16(short __w0, short __w1, short __w2, short __w3, short __w4, short __w5, short __w6, short __w7) {
    return (__m128i)(__v8hi){__w0, __w1, __w2, __w3, __w4, __w5, __w6, __w7};
}
__JCIRC_INTRIN __m128i _mm_setr_epi8(char __b0, char __b1, char __b2, char __b3, char __b4, char __b5, char __b6, char __b7,
                                     char __b8, char __b9, char __b10, char __b11, char __b12, char __b13, char __b14, char __b15) {
    return (__m128i)(__v16qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7, __b8, __b9, __b10, __b11, __b12, __b13, __b14, __b15};
}
__JCIRC_INTRIN __m128i _mm_set1_epi64x(long long __q) { return (__m128i){__q, __q}; }
__JCIRC_INTRIN __m128i _mm_set1_epi64(__m64 __q) { long long __v = ((__v1di)__q)[0]; return _mm_set1_epi64x(__v); }   /* C++: CDT types no vector subscript as an argument */
__JCIRC_INTRIN __m128i _mm_set1_epi32(int __i) { return (__m128i)(__v4si){__i, __i, __i, __i}; }
__JCIRC_INTRIN __m128i _mm_set1_epi16(short __w) { return (__m128i)(__v8hi){__w, __w, __w, __w, __w, __w, __w, __w}; }
__JCIRC_INTRIN __m128i _mm_set1_epi8(char __b) {
    return (__m128i)(__v16qi){__b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b, __b};
}
__JCIRC_INTRIN __m128i _mm_load_si128(const __m128i *__p) { return *__p; }
__JCIRC_INTRIN __m128i _mm_loadu_si128(const __m128i_u *__p) { __m128i __r; __builtin_memcpy(&__r, __p, 16); return __r; }
__JCIRC_INTRIN __m128i _mm_loadl_epi64(const __m128i_u *__p) { long long __q; __builtin_memcpy(&__q, __p, 8); return (__m128i){__q, 0}; }
__JCIRC_INTRIN __m128i _mm_loadu_si64(const void *__p) { long long __q; __builtin_memcpy(&__q, __p, 8); return (__m128i){__q, 0}; }
__JCIRC_INTRIN __m128i _mm_loadu_si32(const void *__p) { int __i; __builtin_memcpy(&__i, __p, 4); return (__m128i)(__v4si){__i, 0, 0, 0}; }
__JCIRC_INTRIN __m128i _mm_loadu_si16(const void *__p) { short __s; __builtin_memcpy(&__s, __p, 2); return (__m128i)(__v8hi){__s, 0, 0, 0, 0, 0, 0, 0}; }
__JCIRC_INTRIN void _mm_store_si128(__m128i *__p, __m128i __a) { *__p = __a; }
__JCIRC_INTRIN void _mm_storeu_si128(__m128i_u *__p, __m128i __a) { __builtin_memcpy(__p, &__a, 16); }
__JCIRC_INTRIN void _mm_storel_epi64(__m128i_u *__p, __m128i __a) { long long __q = __a[0]; __builtin_memcpy(__p, &__q, 8); }
__JCIRC_INTRIN void _mm_storeu_si64(void *__p, __m128i __a) { long long __q = __a[0]; __builtin_memcpy(__p, &__q, 8); }
__JCIRC_INTRIN void _mm_storeu_si32(void *__p, __m128i __a) { int __i = ((__v4si)__a)[0]; __builtin_memcpy(__p, &__i, 4); }
__JCIRC_INTRIN void _mm_storeu_si16(void *__p, __m128i __a) { short __s = ((__v8hi)__a)[0]; __builtin_memcpy(__p, &__s, 2); }
__JCIRC_INTRIN void _mm_stream_si128(__m128i *__p, __m128i __a) { *__p = __a; }
__JCIRC_INTRIN void _mm_stream_si32(int *__p, int __a) { *__p = __a; }
__JCIRC_INTRIN void _mm_stream_si64(long long *__p, long long __a) { *__p = __a; }
__JCIRC_INTRIN void _mm_maskmoveu_si128(__m128i __d, __m128i __n, char *__p) {
    __v16qi __dv = (__v16qi)__d, __nv = (__v16qi)__n;
    for (int __i = 0; __i < 16; __i++) if (__nv[__i] < 0) __p[__i] = __dv[__i];
}
__JCIRC_INTRIN __m128i _mm_move_epi64(__m128i __a) { return (__m128i){__a[0], 0}; }
__JCIRC_INTRIN __m128i _mm_cvtsi32_si128(int __i) { return (__m128i)(__v4si){__i, 0, 0, 0}; }
__JCIRC_INTRIN __m128i _mm_cvtsi64_si128(long long __q) { return (__m128i){__q, 0}; }
__JCIRC_INTRIN __m128i _mm_cvtsi64x_si128(long long __q) { return (__m128i){__q, 0}; }
__JCIRC_INTRIN int _mm_cvtsi128_si32(__m128i __a) { return ((__v4si)__a)[0]; }
__JCIRC_INTRIN long long _mm_cvtsi128_si64(__m128i __a) { return __a[0]; }
__JCIRC_INTRIN long long _mm_cvtsi128_si64x(__m128i __a) { return __a[0]; }
__JCIRC_INTRIN __m64 _mm_movepi64_pi64(__m128i __a) { return (__m64)(__v1di){__a[0]}; }
__JCIRC_INTRIN __m128i _mm_movpi64_epi64(__m64 __a) { return (__m128i){((__v1di)__a)[0], 0}; }

/* integer arithmetic */
__JCIRC_INTRIN __m128i _mm_add_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a + (__v16qu)__b); }
__JCIRC_INTRIN __m128i _mm_add_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a + (__v8hu)__b); }
__JCIRC_INTRIN __m128i _mm_add_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a + (__v4su)__b); }
__JCIRC_INTRIN __m128i _mm_add_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a + (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_sub_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a - (__v16qu)__b); }
__JCIRC_INTRIN __m128i _mm_sub_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a - (__v8hu)__b); }
__JCIRC_INTRIN __m128i _mm_sub_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a - (__v4su)__b); }
__JCIRC_INTRIN __m128i _mm_sub_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a - (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_adds_epi8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_sadd_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_adds_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_uadd_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_subs_epi8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_ssub_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_subs_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_usub_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_adds_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_sadd_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_adds_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_uadd_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_subs_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_ssub_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_subs_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_usub_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_mullo_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a * (__v8hu)__b); }
__JCIRC_INTRIN __m128i _mm_mulhi_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_pmulhw((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_mulhi_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_pmulhuw((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_mul_epu32(__m128i __a, __m128i __b) {
    return (__m128i)(((__v2du)__a & 0xffffffffULL) * ((__v2du)__b & 0xffffffffULL));
}
__JCIRC_INTRIN __m128i _mm_madd_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_pmaddwd((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_sad_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_psadbw((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_avg_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_pavgb((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_avg_epu16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_pavgw((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_min_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smin_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_max_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_smax_v8i16((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_min_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umin_v16i8((__v16qi)__a, (__v16qi)__b); }
__JCIRC_INTRIN __m128i _mm_max_epu8(__m128i __a, __m128i __b) { return (__m128i)__jcirc_umax_v16i8((__v16qi)__a, (__v16qi)__b); }

/* integer bitwise and comparisons */
__JCIRC_INTRIN __m128i _mm_and_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a & (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_andnot_si128(__m128i __a, __m128i __b) { return (__m128i)(~(__v2du)__a & (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_or_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a | (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_xor_si128(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a ^ (__v2du)__b); }
__JCIRC_INTRIN __m128i _mm_cmpeq_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a == (__v16qs)__b); }
__JCIRC_INTRIN __m128i _mm_cmpeq_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a == (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_cmpeq_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a == (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_cmpgt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a > (__v16qs)__b); }
__JCIRC_INTRIN __m128i _mm_cmpgt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a > (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_cmpgt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a > (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_cmplt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a < (__v16qs)__b); }
__JCIRC_INTRIN __m128i _mm_cmplt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a < (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_cmplt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a < (__v4si)__b); }

/* shifts: counts beyond the element width give 0 (arithmetic right shifts: the sign) */
__JCIRC_INTRIN __m128i _mm_slli_epi16(__m128i __a, int __n) { return (unsigned)__n > 15 ? _mm_setzero_si128() : (__m128i)((__v8hu)__a << (unsigned short)__n); }
__JCIRC_INTRIN __m128i _mm_slli_epi32(__m128i __a, int __n) { return (unsigned)__n > 31 ? _mm_setzero_si128() : (__m128i)((__v4su)__a << (unsigned)__n); }
__JCIRC_INTRIN __m128i _mm_slli_epi64(__m128i __a, int __n) { return (unsigned)__n > 63 ? _mm_setzero_si128() : (__m128i)((__v2du)__a << (unsigned long long)__n); }
__JCIRC_INTRIN __m128i _mm_srli_epi16(__m128i __a, int __n) { return (unsigned)__n > 15 ? _mm_setzero_si128() : (__m128i)((__v8hu)__a >> (unsigned short)__n); }
__JCIRC_INTRIN __m128i _mm_srli_epi32(__m128i __a, int __n) { return (unsigned)__n > 31 ? _mm_setzero_si128() : (__m128i)((__v4su)__a >> (unsigned)__n); }
__JCIRC_INTRIN __m128i _mm_srli_epi64(__m128i __a, int __n) { return (unsigned)__n > 63 ? _mm_setzero_si128() : (__m128i)((__v2du)__a >> (unsigned long long)__n); }
__JCIRC_INTRIN __m128i _mm_srai_epi16(__m128i __a, int __n) { return (__m128i)((__v8hi)__a >> (short)((unsigned)__n > 15 ? 15 : __n)); }
__JCIRC_INTRIN __m128i _mm_srai_epi32(__m128i __a, int __n) { return (__m128i)((__v4si)__a >> ((unsigned)__n > 31 ? 31 : __n)); }
__JCIRC_INTRIN unsigned long long __jcirc_count(__m128i __c) { return (unsigned long long)__c[0]; }
__JCIRC_INTRIN __m128i _mm_sll_epi16(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_slli_epi16(__a, __n > 16 ? 16 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_sll_epi32(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_slli_epi32(__a, __n > 32 ? 32 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_sll_epi64(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_slli_epi64(__a, __n > 64 ? 64 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_srl_epi16(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_srli_epi16(__a, __n > 16 ? 16 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_srl_epi32(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_srli_epi32(__a, __n > 32 ? 32 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_srl_epi64(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_srli_epi64(__a, __n > 64 ? 64 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_sra_epi16(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_srai_epi16(__a, __n > 15 ? 15 : (int)__n); }
__JCIRC_INTRIN __m128i _mm_sra_epi32(__m128i __a, __m128i __c) { unsigned long long __n = __jcirc_count(__c); return _mm_srai_epi32(__a, __n > 31 ? 31 : (int)__n); }

/* byte shifts of the whole register (I: a constant; over 15 gives 0) */
#define __JCIRC_BSR(I, i) (((I) & 0xff) > 15 ? 16 : (i) + ((I) & 0xff))
#define __JCIRC_BSL(I, i) (((I) & 0xff) > 15 || (i) < ((I) & 0xff) ? 0 : 16 + (i) - ((I) & 0xff))
#define _mm_srli_si128(A, I) ((__m128i)__builtin_shufflevector((__v16qi)(A), (__v16qi){0}, \
    __JCIRC_BSR(I, 0), __JCIRC_BSR(I, 1), __JCIRC_BSR(I, 2), __JCIRC_BSR(I, 3), __JCIRC_BSR(I, 4), __JCIRC_BSR(I, 5), \
    __JCIRC_BSR(I, 6), __JCIRC_BSR(I, 7), __JCIRC_BSR(I, 8), __JCIRC_BSR(I, 9), __JCIRC_BSR(I, 10), __JCIRC_BSR(I, 11), \
    __JCIRC_BSR(I, 12), __JCIRC_BSR(I, 13), __JCIRC_BSR(I, 14), __JCIRC_BSR(I, 15)))
#define _mm_slli_si128(A, I) ((__m128i)__builtin_shufflevector((__v16qi){0}, (__v16qi)(A), \
    __JCIRC_BSL(I, 0), __JCIRC_BSL(I, 1), __JCIRC_BSL(I, 2), __JCIRC_BSL(I, 3), __JCIRC_BSL(I, 4), __JCIRC_BSL(I, 5), \
    __JCIRC_BSL(I, 6), __JCIRC_BSL(I, 7), __JCIRC_BSL(I, 8), __JCIRC_BSL(I, 9), __JCIRC_BSL(I, 10), __JCIRC_BSL(I, 11), \
    __JCIRC_BSL(I, 12), __JCIRC_BSL(I, 13), __JCIRC_BSL(I, 14), __JCIRC_BSL(I, 15)))
#define _mm_bsrli_si128(A, I) _mm_srli_si128(A, I)
#define _mm_bslli_si128(A, I) _mm_slli_si128(A, I)

/* shuffles, unpacks, packs, elements */
#define _mm_shuffle_epi32(A, I) ((__m128i)__builtin_shufflevector((__v4si)(A), (__v4si){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3))
#define _mm_shufflelo_epi16(A, I) ((__m128i)__builtin_shufflevector((__v8hi)(A), (__v8hi){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3, 4, 5, 6, 7))
#define _mm_shufflehi_epi16(A, I) ((__m128i)__builtin_shufflevector((__v8hi)(A), (__v8hi){0}, \
    0, 1, 2, 3, ((I) & 3) + 4, (((I) >> 2) & 3) + 4, (((I) >> 4) & 3) + 4, (((I) >> 6) & 3) + 4))
__JCIRC_INTRIN __m128i _mm_unpacklo_epi8(__m128i __a, __m128i __b) {
    return (__m128i)__builtin_shufflevector((__v16qi)__a, (__v16qi)__b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
}
__JCIRC_INTRIN __m128i _mm_unpackhi_epi8(__m128i __a, __m128i __b) {
    return (__m128i)__builtin_shufflevector((__v16qi)__a, (__v16qi)__b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
}
__JCIRC_INTRIN __m128i _mm_unpacklo_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v8hi)__a, (__v8hi)__b, 0, 8, 1, 9, 2, 10, 3, 11); }
__JCIRC_INTRIN __m128i _mm_unpackhi_epi16(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v8hi)__a, (__v8hi)__b, 4, 12, 5, 13, 6, 14, 7, 15); }
__JCIRC_INTRIN __m128i _mm_unpacklo_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v4si)__a, (__v4si)__b, 0, 4, 1, 5); }
__JCIRC_INTRIN __m128i _mm_unpackhi_epi32(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v4si)__a, (__v4si)__b, 2, 6, 3, 7); }
__JCIRC_INTRIN __m128i _mm_unpacklo_epi64(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v2di)__a, (__v2di)__b, 0, 2); }
__JCIRC_INTRIN __m128i _mm_unpackhi_epi64(__m128i __a, __m128i __b) { return (__m128i)__builtin_shufflevector((__v2di)__a, (__v2di)__b, 1, 3); }
__JCIRC_INTRIN __m128i _mm_packs_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_packsswb((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN __m128i _mm_packs_epi32(__m128i __a, __m128i __b) { return (__m128i)__jcirc_packssdw((__v4si)__a, (__v4si)__b); }
__JCIRC_INTRIN __m128i _mm_packus_epi16(__m128i __a, __m128i __b) { return (__m128i)__jcirc_packuswb((__v8hi)__a, (__v8hi)__b); }
__JCIRC_INTRIN int _mm_movemask_epi8(__m128i __a) { return __jcirc_pmovmskb((__v16qi)__a); }
__JCIRC_INTRIN int _mm_extract_epi16(__m128i __a, int __i) { return (unsigned short)((__v8hi)__a)[__i & 7]; }
__JCIRC_INTRIN __m128i _mm_insert_epi16(__m128i __a, int __d, int __i) { __v8hi __v = (__v8hi)__a; __v[__i & 7] = (short)__d; return (__m128i)__v; }

/* casts (no conversion) */
__JCIRC_INTRIN __m128 _mm_castpd_ps(__m128d __a) { return (__m128)__a; }
__JCIRC_INTRIN __m128i _mm_castpd_si128(__m128d __a) { return (__m128i)__a; }
__JCIRC_INTRIN __m128d _mm_castps_pd(__m128 __a) { return (__m128d)__a; }
__JCIRC_INTRIN __m128i _mm_castps_si128(__m128 __a) { return (__m128i)__a; }
__JCIRC_INTRIN __m128 _mm_castsi128_ps(__m128i __a) { return (__m128)__a; }
__JCIRC_INTRIN __m128d _mm_castsi128_pd(__m128i __a) { return (__m128d)__a; }

/* memory order, cache */
__JCIRC_INTRIN void _mm_lfence(void) { __jcirc_lfence(); }
__JCIRC_INTRIN void _mm_mfence(void) { __jcirc_mfence(); }
__JCIRC_INTRIN void _mm_pause(void) { __jcirc_pause(); }
__JCIRC_INTRIN void _mm_clflush(const void *__p) { __jcirc_clflush(__p); }

#endif
