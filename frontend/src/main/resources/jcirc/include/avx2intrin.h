/* jcirc's <avx2intrin.h> (included by <immintrin.h> when -mavx2): 256-bit integer operations on
   GNU vector extensions; operations that work per 128-bit lane or have no plain vector form use
   the SSE intrinsics on the two halves (docs/vectors.md, "x86 intrinsics"). */
#ifndef __JCIRC_AVX2INTRIN_H
#define __JCIRC_AVX2INTRIN_H

#define __JCIRC_SI2(name, f) __JCIRC_INTRIN __m256i name(__m256i __a, __m256i __b) { \
    return _mm256_set_m128i(f(__jcirc_hi_si(__a), __jcirc_hi_si(__b)), f(_mm256_castsi256_si128(__a), _mm256_castsi256_si128(__b))); }
#define __JCIRC_SI1(name, f) __JCIRC_INTRIN __m256i name(__m256i __a) { \
    return _mm256_set_m128i(f(__jcirc_hi_si(__a)), f(_mm256_castsi256_si128(__a))); }
#define __JCIRC_SIN(name, f) __JCIRC_INTRIN __m256i name(__m256i __a, int __n) { \
    return _mm256_set_m128i(f(__jcirc_hi_si(__a), __n), f(_mm256_castsi256_si128(__a), __n)); }
#define __JCIRC_SIC(name, f) __JCIRC_INTRIN __m256i name(__m256i __a, __m128i __c) { \
    return _mm256_set_m128i(f(__jcirc_hi_si(__a), __c), f(_mm256_castsi256_si128(__a), __c)); }

__JCIRC_INTRIN __m256i _mm256_add_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qu)__a + (__v32qu)__b); }
__JCIRC_INTRIN __m256i _mm256_add_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a + (__v16hu)__b); }
__JCIRC_INTRIN __m256i _mm256_add_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a + (__v8su)__b); }
__JCIRC_INTRIN __m256i _mm256_add_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a + (__v4du)__b); }
__JCIRC_INTRIN __m256i _mm256_sub_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qu)__a - (__v32qu)__b); }
__JCIRC_INTRIN __m256i _mm256_sub_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a - (__v16hu)__b); }
__JCIRC_INTRIN __m256i _mm256_sub_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a - (__v8su)__b); }
__JCIRC_INTRIN __m256i _mm256_sub_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a - (__v4du)__b); }
__JCIRC_SI2(_mm256_adds_epi8, _mm_adds_epi8)
__JCIRC_SI2(_mm256_adds_epu8, _mm_adds_epu8)
__JCIRC_SI2(_mm256_adds_epi16, _mm_adds_epi16)
__JCIRC_SI2(_mm256_adds_epu16, _mm_adds_epu16)
__JCIRC_SI2(_mm256_subs_epi8, _mm_subs_epi8)
__JCIRC_SI2(_mm256_subs_epu8, _mm_subs_epu8)
__JCIRC_SI2(_mm256_subs_epi16, _mm_subs_epi16)
__JCIRC_SI2(_mm256_subs_epu16, _mm_subs_epu16)
__JCIRC_INTRIN __m256i _mm256_mullo_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hu)__a * (__v16hu)__b); }
__JCIRC_INTRIN __m256i _mm256_mullo_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8su)__a * (__v8su)__b); }
__JCIRC_SI2(_mm256_mulhi_epi16, _mm_mulhi_epi16)
__JCIRC_SI2(_mm256_mulhi_epu16, _mm_mulhi_epu16)
__JCIRC_SI2(_mm256_mulhrs_epi16, _mm_mulhrs_epi16)
__JCIRC_INTRIN __m256i _mm256_mul_epu32(__m256i __a, __m256i __b) {
    return (__m256i)(((__v4du)__a & 0xffffffffULL) * ((__v4du)__b & 0xffffffffULL));
}
__JCIRC_INTRIN __m256i _mm256_mul_epi32(__m256i __a, __m256i __b) {
    return (__m256i)((((__v4di)__a << 32) >> 32) * (((__v4di)__b << 32) >> 32));
}
__JCIRC_SI2(_mm256_madd_epi16, _mm_madd_epi16)
__JCIRC_SI2(_mm256_maddubs_epi16, _mm_maddubs_epi16)
__JCIRC_SI2(_mm256_sad_epu8, _mm_sad_epu8)
__JCIRC_SI2(_mm256_avg_epu8, _mm_avg_epu8)
__JCIRC_SI2(_mm256_avg_epu16, _mm_avg_epu16)
__JCIRC_SI2(_mm256_min_epi8, _mm_min_epi8)
__JCIRC_SI2(_mm256_max_epi8, _mm_max_epi8)
__JCIRC_SI2(_mm256_min_epu8, _mm_min_epu8)
__JCIRC_SI2(_mm256_max_epu8, _mm_max_epu8)
__JCIRC_SI2(_mm256_min_epi16, _mm_min_epi16)
__JCIRC_SI2(_mm256_max_epi16, _mm_max_epi16)
__JCIRC_SI2(_mm256_min_epu16, _mm_min_epu16)
__JCIRC_SI2(_mm256_max_epu16, _mm_max_epu16)
__JCIRC_SI2(_mm256_min_epi32, _mm_min_epi32)
__JCIRC_SI2(_mm256_max_epi32, _mm_max_epi32)
__JCIRC_SI2(_mm256_min_epu32, _mm_min_epu32)
__JCIRC_SI2(_mm256_max_epu32, _mm_max_epu32)
__JCIRC_SI1(_mm256_abs_epi8, _mm_abs_epi8)
__JCIRC_SI1(_mm256_abs_epi16, _mm_abs_epi16)
__JCIRC_SI1(_mm256_abs_epi32, _mm_abs_epi32)
__JCIRC_SI2(_mm256_sign_epi8, _mm_sign_epi8)
__JCIRC_SI2(_mm256_sign_epi16, _mm_sign_epi16)
__JCIRC_SI2(_mm256_sign_epi32, _mm_sign_epi32)
__JCIRC_SI2(_mm256_hadd_epi16, _mm_hadd_epi16)
__JCIRC_SI2(_mm256_hadd_epi32, _mm_hadd_epi32)
__JCIRC_SI2(_mm256_hadds_epi16, _mm_hadds_epi16)
__JCIRC_SI2(_mm256_hsub_epi16, _mm_hsub_epi16)
__JCIRC_SI2(_mm256_hsub_epi32, _mm_hsub_epi32)
__JCIRC_SI2(_mm256_hsubs_epi16, _mm_hsubs_epi16)

__JCIRC_INTRIN __m256i _mm256_and_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a & (__v4du)__b); }
__JCIRC_INTRIN __m256i _mm256_andnot_si256(__m256i __a, __m256i __b) { return (__m256i)(~(__v4du)__a & (__v4du)__b); }
__JCIRC_INTRIN __m256i _mm256_or_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a | (__v4du)__b); }
__JCIRC_INTRIN __m256i _mm256_xor_si256(__m256i __a, __m256i __b) { return (__m256i)((__v4du)__a ^ (__v4du)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpeq_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qs)__a == (__v32qs)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpeq_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hi)__a == (__v16hi)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpeq_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8si)__a == (__v8si)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpeq_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4di)__a == (__v4di)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpgt_epi8(__m256i __a, __m256i __b) { return (__m256i)((__v32qs)__a > (__v32qs)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpgt_epi16(__m256i __a, __m256i __b) { return (__m256i)((__v16hi)__a > (__v16hi)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpgt_epi32(__m256i __a, __m256i __b) { return (__m256i)((__v8si)__a > (__v8si)__b); }
__JCIRC_INTRIN __m256i _mm256_cmpgt_epi64(__m256i __a, __m256i __b) { return (__m256i)((__v4di)__a > (__v4di)__b); }

/* shifts */
__JCIRC_INTRIN __m256i _mm256_slli_epi16(__m256i __a, int __n) { return (unsigned)__n > 15 ? _mm256_setzero_si256() : (__m256i)((__v16hu)__a << (unsigned short)__n); }
__JCIRC_INTRIN __m256i _mm256_slli_epi32(__m256i __a, int __n) { return (unsigned)__n > 31 ? _mm256_setzero_si256() : (__m256i)((__v8su)__a << (unsigned)__n); }
__JCIRC_INTRIN __m256i _mm256_slli_epi64(__m256i __a, int __n) { return (unsigned)__n > 63 ? _mm256_setzero_si256() : (__m256i)((__v4du)__a << (unsigned long long)__n); }
__JCIRC_INTRIN __m256i _mm256_srli_epi16(__m256i __a, int __n) { return (unsigned)__n > 15 ? _mm256_setzero_si256() : (__m256i)((__v16hu)__a >> (unsigned short)__n); }
__JCIRC_INTRIN __m256i _mm256_srli_epi32(__m256i __a, int __n) { return (unsigned)__n > 31 ? _mm256_setzero_si256() : (__m256i)((__v8su)__a >> (unsigned)__n); }
__JCIRC_INTRIN __m256i _mm256_srli_epi64(__m256i __a, int __n) { return (unsigned)__n > 63 ? _mm256_setzero_si256() : (__m256i)((__v4du)__a >> (unsigned long long)__n); }
__JCIRC_INTRIN __m256i _mm256_srai_epi16(__m256i __a, int __n) { return (__m256i)((__v16hi)__a >> (short)((unsigned)__n > 15 ? 15 : __n)); }
__JCIRC_INTRIN __m256i _mm256_srai_epi32(__m256i __a, int __n) { return (__m256i)((__v8si)__a >> ((unsigned)__n > 31 ? 31 : __n)); }
__JCIRC_SIC(_mm256_sll_epi16, _mm_sll_epi16)
__JCIRC_SIC(_mm256_sll_epi32, _mm_sll_epi32)
__JCIRC_SIC(_mm256_sll_epi64, _mm_sll_epi64)
__JCIRC_SIC(_mm256_srl_epi16, _mm_srl_epi16)
__JCIRC_SIC(_mm256_srl_epi32, _mm_srl_epi32)
__JCIRC_SIC(_mm256_srl_epi64, _mm_srl_epi64)
__JCIRC_SIC(_mm256_sra_epi16, _mm_sra_epi16)
__JCIRC_SIC(_mm256_sra_epi32, _mm_sra_epi32)
/* per-element shift counts: counts past the width give 0 (sra: the sign) */
__JCIRC_INTRIN __m256i _mm256_sllv_epi32(__m256i __a, __m256i __c) {
    __v8su __n = (__v8su)__c; return (__m256i)(((__v8su)__a << (__n & 31)) & (__v8su)(__n < 32));
}
__JCIRC_INTRIN __m256i _mm256_srlv_epi32(__m256i __a, __m256i __c) {
    __v8su __n = (__v8su)__c; return (__m256i)(((__v8su)__a >> (__n & 31)) & (__v8su)(__n < 32));
}
__JCIRC_INTRIN __m256i _mm256_srav_epi32(__m256i __a, __m256i __c) {
    __v8su __n = (__v8su)__c; __v8si __k = (__v8si)(__n < 32);
    return (__m256i)((__v8si)__a >> (__v8si)((__n & (__v8su)__k) | (31 & ~(__v8su)__k)));
}
__JCIRC_INTRIN __m256i _mm256_sllv_epi64(__m256i __a, __m256i __c) {
    __v4du __n = (__v4du)__c; return (__m256i)(((__v4du)__a << (__n & 63)) & (__v4du)(__n < 64));
}
__JCIRC_INTRIN __m256i _mm256_srlv_epi64(__m256i __a, __m256i __c) {
    __v4du __n = (__v4du)__c; return (__m256i)(((__v4du)__a >> (__n & 63)) & (__v4du)(__n < 64));
}
__JCIRC_INTRIN __m128i _mm_sllv_epi32(__m128i __a, __m128i __c) {
    __v4su __n = (__v4su)__c; return (__m128i)(((__v4su)__a << (__n & 31)) & (__v4su)(__n < 32));
}
__JCIRC_INTRIN __m128i _mm_srlv_epi32(__m128i __a, __m128i __c) {
    __v4su __n = (__v4su)__c; return (__m128i)(((__v4su)__a >> (__n & 31)) & (__v4su)(__n < 32));
}
__JCIRC_INTRIN __m128i _mm_sllv_epi64(__m128i __a, __m128i __c) {
    __v2du __n = (__v2du)__c; return (__m128i)(((__v2du)__a << (__n & 63)) & (__v2du)(__n < 64));
}
__JCIRC_INTRIN __m128i _mm_srlv_epi64(__m128i __a, __m128i __c) {
    __v2du __n = (__v2du)__c; return (__m128i)(((__v2du)__a >> (__n & 63)) & (__v2du)(__n < 64));
}
/* byte shifts within each 128-bit lane (I: a constant) */
#define _mm256_srli_si256(A, I) _mm256_set_m128i(_mm_srli_si128(__jcirc_hi_si(A), I), _mm_srli_si128(_mm256_castsi256_si128(A), I))
#define _mm256_slli_si256(A, I) _mm256_set_m128i(_mm_slli_si128(__jcirc_hi_si(A), I), _mm_slli_si128(_mm256_castsi256_si128(A), I))
#define _mm256_bsrli_epi128(A, I) _mm256_srli_si256(A, I)
#define _mm256_bslli_epi128(A, I) _mm256_slli_si256(A, I)
#define _mm256_alignr_epi8(A, B, I) _mm256_set_m128i(_mm_alignr_epi8(__jcirc_hi_si(A), __jcirc_hi_si(B), I), \
    _mm_alignr_epi8(_mm256_castsi256_si128(A), _mm256_castsi256_si128(B), I))

/* shuffles, unpacks, packs, permutes */
__JCIRC_SI2(_mm256_shuffle_epi8, _mm_shuffle_epi8)
#define _mm256_shuffle_epi32(A, I) ((__m256i)__builtin_shufflevector((__v8si)(A), (__v8si){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3, ((I) & 3) + 4, (((I) >> 2) & 3) + 4, (((I) >> 4) & 3) + 4, (((I) >> 6) & 3) + 4))
#define _mm256_shufflelo_epi16(A, I) ((__m256i)__builtin_shufflevector((__v16hi)(A), (__v16hi){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3, 4, 5, 6, 7, \
    ((I) & 3) + 8, (((I) >> 2) & 3) + 8, (((I) >> 4) & 3) + 8, (((I) >> 6) & 3) + 8, 12, 13, 14, 15))
#define _mm256_shufflehi_epi16(A, I) ((__m256i)__builtin_shufflevector((__v16hi)(A), (__v16hi){0}, \
    0, 1, 2, 3, ((I) & 3) + 4, (((I) >> 2) & 3) + 4, (((I) >> 4) & 3) + 4, (((I) >> 6) & 3) + 4, \
    8, 9, 10, 11, ((I) & 3) + 12, (((I) >> 2) & 3) + 12, (((I) >> 4) & 3) + 12, (((I) >> 6) & 3) + 12))
__JCIRC_SI2(_mm256_unpacklo_epi8, _mm_unpacklo_epi8)
__JCIRC_SI2(_mm256_unpackhi_epi8, _mm_unpackhi_epi8)
__JCIRC_SI2(_mm256_unpacklo_epi16, _mm_unpacklo_epi16)
__JCIRC_SI2(_mm256_unpackhi_epi16, _mm_unpackhi_epi16)
__JCIRC_SI2(_mm256_unpacklo_epi32, _mm_unpacklo_epi32)
__JCIRC_SI2(_mm256_unpackhi_epi32, _mm_unpackhi_epi32)
__JCIRC_SI2(_mm256_unpacklo_epi64, _mm_unpacklo_epi64)
__JCIRC_SI2(_mm256_unpackhi_epi64, _mm_unpackhi_epi64)
__JCIRC_SI2(_mm256_packs_epi16, _mm_packs_epi16)
__JCIRC_SI2(_mm256_packs_epi32, _mm_packs_epi32)
__JCIRC_SI2(_mm256_packus_epi16, _mm_packus_epi16)
__JCIRC_SI2(_mm256_packus_epi32, _mm_packus_epi32)
__JCIRC_INTRIN int _mm256_movemask_epi8(__m256i __a) {
    return (int)((unsigned)_mm_movemask_epi8(_mm256_castsi256_si128(__a)) | ((unsigned)_mm_movemask_epi8(__jcirc_hi_si(__a)) << 16));
}
#define _mm256_blend_epi16(A, B, I) ((__m256i)__builtin_shufflevector((__v16hi)(A), (__v16hi)(B), \
    ((I) & 1) ? 16 : 0, ((I) & 2) ? 17 : 1, ((I) & 4) ? 18 : 2, ((I) & 8) ? 19 : 3, \
    ((I) & 16) ? 20 : 4, ((I) & 32) ? 21 : 5, ((I) & 64) ? 22 : 6, ((I) & 128) ? 23 : 7, \
    ((I) & 1) ? 24 : 8, ((I) & 2) ? 25 : 9, ((I) & 4) ? 26 : 10, ((I) & 8) ? 27 : 11, \
    ((I) & 16) ? 28 : 12, ((I) & 32) ? 29 : 13, ((I) & 64) ? 30 : 14, ((I) & 128) ? 31 : 15))
#define _mm256_blend_epi32(A, B, I) ((__m256i)__builtin_shufflevector((__v8si)(A), (__v8si)(B), \
    ((I) & 1) ? 8 : 0, ((I) & 2) ? 9 : 1, ((I) & 4) ? 10 : 2, ((I) & 8) ? 11 : 3, \
    ((I) & 16) ? 12 : 4, ((I) & 32) ? 13 : 5, ((I) & 64) ? 14 : 6, ((I) & 128) ? 15 : 7))
#define _mm_blend_epi32(A, B, I) ((__m128i)__builtin_shufflevector((__v4si)(A), (__v4si)(B), \
    ((I) & 1) ? 4 : 0, ((I) & 2) ? 5 : 1, ((I) & 4) ? 6 : 2, ((I) & 8) ? 7 : 3))
__JCIRC_INTRIN __m256i _mm256_blendv_epi8(__m256i __a, __m256i __b, __m256i __m) {
    __v32qs __k = (__v32qs)__m >> 7;
    return (__m256i)(((__v32qs)__a & ~__k) | ((__v32qs)__b & __k));
}
#define _mm256_permute4x64_epi64(A, I) ((__m256i)__builtin_shufflevector((__v4di)(A), (__v4di){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3))
#define _mm256_permute4x64_pd(A, I) ((__m256d)__builtin_shufflevector((__v4df)(A), (__v4df){0}, \
    (I) & 3, ((I) >> 2) & 3, ((I) >> 4) & 3, ((I) >> 6) & 3))
__JCIRC_INTRIN __m256i _mm256_permutevar8x32_epi32(__m256i __a, __m256i __i) { return (__m256i)__builtin_shuffle((__v8si)__a, (__v8si)__i & 7); }
__JCIRC_INTRIN __m256 _mm256_permutevar8x32_ps(__m256 __a, __m256i __i) { return (__m256)__builtin_shuffle((__v8sf)__a, (__v8si)__i & 7); }
#define _mm256_permute2x128_si256(A, B, I) _mm256_permute2f128_si256((A), (B), (I))
#define _mm256_extracti128_si256(A, I) _mm256_extractf128_si256((A), (I))
#define _mm256_inserti128_si256(A, B, I) _mm256_insertf128_si256((A), (B), (I))

/* broadcasts and widening conversions */
__JCIRC_INTRIN __m256i _mm256_broadcastb_epi8(__m128i __a) { char __v = ((__v16qi)__a)[0]; return _mm256_set1_epi8(__v); }
__JCIRC_INTRIN __m256i _mm256_broadcastw_epi16(__m128i __a) { short __v = ((__v8hi)__a)[0]; return _mm256_set1_epi16(__v); }
__JCIRC_INTRIN __m256i _mm256_broadcastd_epi32(__m128i __a) { int __v = ((__v4si)__a)[0]; return _mm256_set1_epi32(__v); }
__JCIRC_INTRIN __m256i _mm256_broadcastq_epi64(__m128i __a) { long long __v = __a[0]; return _mm256_set1_epi64x(__v); }
__JCIRC_INTRIN __m256i _mm256_broadcastsi128_si256(__m128i __a) { return _mm256_set_m128i(__a, __a); }
#define _mm_broadcastsi128_si256(A) _mm256_broadcastsi128_si256(A)
__JCIRC_INTRIN __m256 _mm256_broadcastss_ps(__m128 __a) { float __v = __a[0]; return _mm256_set1_ps(__v); }
__JCIRC_INTRIN __m256d _mm256_broadcastsd_pd(__m128d __a) { double __v = __a[0]; return _mm256_set1_pd(__v); }
__JCIRC_INTRIN __m128i _mm_broadcastb_epi8(__m128i __a) { char __v = ((__v16qi)__a)[0]; return _mm_set1_epi8(__v); }
__JCIRC_INTRIN __m128i _mm_broadcastw_epi16(__m128i __a) { short __v = ((__v8hi)__a)[0]; return _mm_set1_epi16(__v); }
__JCIRC_INTRIN __m128i _mm_broadcastd_epi32(__m128i __a) { int __v = ((__v4si)__a)[0]; return _mm_set1_epi32(__v); }
__JCIRC_INTRIN __m128i _mm_broadcastq_epi64(__m128i __a) { long long __v = __a[0]; return _mm_set1_epi64x(__v); }
__JCIRC_INTRIN __m128 _mm_broadcastss_ps(__m128 __a) { float __v = __a[0]; return _mm_set1_ps(__v); }
__JCIRC_INTRIN __m128d _mm_broadcastsd_pd(__m128d __a) { double __v = __a[0]; return _mm_set1_pd(__v); }
#define __JCIRC_CVT256(name, src, n, dst) __JCIRC_INTRIN __m256i _mm256_##name(__m128i __a) { \
    typedef __typeof__(((src){0})[0]) __e_t; \
    typedef __e_t __lo_t __attribute__((__vector_size__(sizeof(__e_t) * n))); \
    __lo_t __l; __builtin_memcpy(&__l, &__a, sizeof(__l)); \
    return (__m256i)__builtin_convertvector(__l, dst); }
__JCIRC_CVT256(cvtepi8_epi16, __v16qs, 16, __v16hi)
__JCIRC_CVT256(cvtepi8_epi32, __v16qs, 8, __v8si)
__JCIRC_CVT256(cvtepi8_epi64, __v16qs, 4, __v4di)
__JCIRC_CVT256(cvtepu8_epi16, __v16qu, 16, __v16hi)
__JCIRC_CVT256(cvtepu8_epi32, __v16qu, 8, __v8si)
__JCIRC_CVT256(cvtepu8_epi64, __v16qu, 4, __v4di)
__JCIRC_CVT256(cvtepi16_epi32, __v8hi, 8, __v8si)
__JCIRC_CVT256(cvtepi16_epi64, __v8hi, 4, __v4di)
__JCIRC_CVT256(cvtepu16_epi32, __v8hu, 8, __v8si)
__JCIRC_CVT256(cvtepu16_epi64, __v8hu, 4, __v4di)
__JCIRC_CVT256(cvtepi32_epi64, __v4si, 4, __v4di)
__JCIRC_CVT256(cvtepu32_epi64, __v4su, 4, __v4di)
#undef __JCIRC_CVT256
__JCIRC_INTRIN __m256i _mm256_stream_load_si256(const __m256i *__p) { return *__p; }

#undef __JCIRC_SI2
#undef __JCIRC_SI1
#undef __JCIRC_SIN
#undef __JCIRC_SIC
#endif
