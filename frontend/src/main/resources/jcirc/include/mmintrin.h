/* jcirc's <mmintrin.h>: the MMX type __m64 and its common operations, written on GNU vector
   extensions (docs/vectors.md, "x86 intrinsics"). The operations compile to SSE2 code. */
#ifndef __JCIRC_MMINTRIN_H
#define __JCIRC_MMINTRIN_H

#define __JCIRC_INTRIN static __inline__ __attribute__((__always_inline__))

typedef int __m64 __attribute__((__vector_size__(8), __may_alias__));
typedef int __m64_u __attribute__((__vector_size__(8), __may_alias__, __aligned__(1)));
typedef int __v2si __attribute__((__vector_size__(8)));
typedef short __v4hi __attribute__((__vector_size__(8)));
typedef char __v8qi __attribute__((__vector_size__(8)));
typedef long long __v1di __attribute__((__vector_size__(8)));
typedef float __v2sf __attribute__((__vector_size__(8)));

__JCIRC_INTRIN void _mm_empty(void) { }
__JCIRC_INTRIN void _m_empty(void) { }
__JCIRC_INTRIN __m64 _mm_setzero_si64(void) { return (__m64)(__v2si){0, 0}; }
__JCIRC_INTRIN __m64 _mm_cvtsi32_si64(int __i) { return (__m64)(__v2si){__i, 0}; }
__JCIRC_INTRIN int _mm_cvtsi64_si32(__m64 __m) { return ((__v2si)__m)[0]; }
__JCIRC_INTRIN __m64 _mm_cvtsi64_m64(long long __i) { return (__m64)(__v1di){__i}; }
__JCIRC_INTRIN long long _mm_cvtm64_si64(__m64 __m) { return ((__v1di)__m)[0]; }
__JCIRC_INTRIN __m64 _mm_set_pi32(int __i1, int __i0) { return (__m64)(__v2si){__i0, __i1}; }
__JCIRC_INTRIN __m64 _mm_set_pi16(short __w3, short __w2, short __w1, short __w0) { return (__m64)(__v4hi){__w0, __w1, __w2, __w3}; }
__JCIRC_INTRIN __m64 _mm_set_pi8(char __b7, char __b6, char __b5, char __b4, char __b3, char __b2, char __b1, char __b0) {
    return (__m64)(__v8qi){__b0, __b1, __b2, __b3, __b4, __b5, __b6, __b7};
}
__JCIRC_INTRIN __m64 _mm_setr_pi32(int __i0, int __i1) { return (__m64)(__v2si){__i0, __i1}; }
__JCIRC_INTRIN __m64 _mm_set1_pi32(int __i) { return (__m64)(__v2si){__i, __i}; }
__JCIRC_INTRIN __m64 _mm_set1_pi16(short __w) { return (__m64)(__v4hi){__w, __w, __w, __w}; }
__JCIRC_INTRIN __m64 _mm_set1_pi8(char __b) { return (__m64)(__v8qi){__b, __b, __b, __b, __b, __b, __b, __b}; }
__JCIRC_INTRIN __m64 _mm_add_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a + (__v8qi)__b); }
__JCIRC_INTRIN __m64 _mm_add_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a + (__v4hi)__b); }
__JCIRC_INTRIN __m64 _mm_add_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a + (__v2si)__b); }
__JCIRC_INTRIN __m64 _mm_sub_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a - (__v8qi)__b); }
__JCIRC_INTRIN __m64 _mm_sub_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a - (__v4hi)__b); }
__JCIRC_INTRIN __m64 _mm_sub_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a - (__v2si)__b); }
__JCIRC_INTRIN __m64 _mm_and_si64(__m64 __a, __m64 __b) { return (__m64)((__v1di)__a & (__v1di)__b); }
__JCIRC_INTRIN __m64 _mm_andnot_si64(__m64 __a, __m64 __b) { return (__m64)(~(__v1di)__a & (__v1di)__b); }
__JCIRC_INTRIN __m64 _mm_or_si64(__m64 __a, __m64 __b) { return (__m64)((__v1di)__a | (__v1di)__b); }
__JCIRC_INTRIN __m64 _mm_xor_si64(__m64 __a, __m64 __b) { return (__m64)((__v1di)__a ^ (__v1di)__b); }
__JCIRC_INTRIN __m64 _mm_cmpeq_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a == (__v8qi)__b); }
__JCIRC_INTRIN __m64 _mm_cmpeq_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a == (__v4hi)__b); }
__JCIRC_INTRIN __m64 _mm_cmpeq_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a == (__v2si)__b); }
__JCIRC_INTRIN __m64 _mm_cmpgt_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qi)__a > (__v8qi)__b); }
__JCIRC_INTRIN __m64 _mm_cmpgt_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a > (__v4hi)__b); }
__JCIRC_INTRIN __m64 _mm_cmpgt_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a > (__v2si)__b); }
__JCIRC_INTRIN __m64 _mm_mullo_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a * (__v4hi)__b); }

#endif
