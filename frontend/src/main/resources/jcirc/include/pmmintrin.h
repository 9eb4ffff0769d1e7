/* jcirc's <pmmintrin.h>: SSE3 intrinsics on GNU vector extensions (docs/vectors.md, "x86 intrinsics").
   Written in plain vector code, they compile for any x86-64; -msse3 lets LLVM use SSE3 instructions. */
#ifndef __JCIRC_PMMINTRIN_H
#define __JCIRC_PMMINTRIN_H

#include <emmintrin.h>

#define _MM_DENORMALS_ZERO_MASK 0x0040
#define _MM_DENORMALS_ZERO_ON 0x0040
#define _MM_DENORMALS_ZERO_OFF 0x0000
#define _MM_SET_DENORMALS_ZERO_MODE(m) _mm_setcsr((_mm_getcsr() & ~_MM_DENORMALS_ZERO_MASK) | (m))
#define _MM_GET_DENORMALS_ZERO_MODE() (_mm_getcsr() & _MM_DENORMALS_ZERO_MASK)

__JCIRC_INTRIN __m128 _mm_addsub_ps(__m128 __a, __m128 __b) {
    __v4sf __d = (__v4sf)__a - (__v4sf)__b, __s = (__v4sf)__a + (__v4sf)__b;
    return __builtin_shufflevector(__d, __s, 0, 5, 2, 7);
}
__JCIRC_INTRIN __m128d _mm_addsub_pd(__m128d __a, __m128d __b) {
    __v2df __d = (__v2df)__a - (__v2df)__b, __s = (__v2df)__a + (__v2df)__b;
    return __builtin_shufflevector(__d, __s, 0, 3);
}
__JCIRC_INTRIN __m128 _mm_hadd_ps(__m128 __a, __m128 __b) {
    return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 0, 2, 4, 6) + __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 1, 3, 5, 7);
}
__JCIRC_INTRIN __m128 _mm_hsub_ps(__m128 __a, __m128 __b) {
    return __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 0, 2, 4, 6) - __builtin_shufflevector((__v4sf)__a, (__v4sf)__b, 1, 3, 5, 7);
}
__JCIRC_INTRIN __m128d _mm_hadd_pd(__m128d __a, __m128d __b) {
    return __builtin_shufflevector((__v2df)__a, (__v2df)__b, 0, 2) + __builtin_shufflevector((__v2df)__a, (__v2df)__b, 1, 3);
}
__JCIRC_INTRIN __m128d _mm_hsub_pd(__m128d __a, __m128d __b) {
    return __builtin_shufflevector((__v2df)__a, (__v2df)__b, 0, 2) - __builtin_shufflevector((__v2df)__a, (__v2df)__b, 1, 3);
}
__JCIRC_INTRIN __m128 _mm_movehdup_ps(__m128 __a) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 1, 1, 3, 3); }
__JCIRC_INTRIN __m128 _mm_moveldup_ps(__m128 __a) { return __builtin_shufflevector((__v4sf)__a, (__v4sf)__a, 0, 0, 2, 2); }
__JCIRC_INTRIN __m128d _mm_movedup_pd(__m128d __a) { return __builtin_shufflevector((__v2df)__a, (__v2df)__a, 0, 0); }
__JCIRC_INTRIN __m128d _mm_loaddup_pd(const double *__p) { return _mm_load1_pd(__p); }
__JCIRC_INTRIN __m128i _mm_lddqu_si128(const __m128i_u *__p) { return _mm_loadu_si128(__p); }

#endif
