// x86 intrinsics of <immintrin.h> with -mavx2 (AVX and AVX2 on 256-bit vectors): jcirc's headers
// against gcc's. Per-lane shuffles and byte shifts, permutes across lanes, variable shifts,
// compare predicates, movemask of 32 bytes, widening conversions, and 256-bit vectors passed to
// and returned from functions of this file.
// ARGS: -mavx2
#include <immintrin.h>
#include <stdio.h>

#if !defined(__AVX__) || !defined(__AVX2__) || !defined(__SSE4_2__)
#error "-mavx2 should define the feature macros"
#endif

static unsigned sum;

static void show_i(const char *name, __m256i v) {
    unsigned char b[32];
    _mm256_storeu_si256((__m256i *)b, v);
    printf("%-18s", name);
    for (int i = 31; i >= 0; i--) printf("%02x", b[i]);
    printf("\n");
    for (int i = 0; i < 32; i++) sum = sum * 31 + b[i];
}

static void show_f(const char *name, __m256 v) {
    float f[8];
    _mm256_storeu_ps(f, v);
    printf("%-18s", name);
    for (int i = 0; i < 8; i++) printf(" %g", f[i]);
    printf("\n");
}

static void show_d(const char *name, __m256d v) {
    double d[4];
    _mm256_storeu_pd(d, v);
    printf("%-18s %g %g %g %g\n", name, d[0], d[1], d[2], d[3]);
}

static __attribute__((noinline)) __m256i mix(__m256i a, __m256i b, int k) {
    return _mm256_add_epi32(_mm256_xor_si256(a, b), _mm256_set1_epi32(k));
}

int main(void) {
    unsigned char buf[80];
    for (int i = 0; i < 80; i++) buf[i] = (unsigned char)(i * 53 + 7);
    __m256i a = _mm256_loadu_si256((const __m256i *)(buf + 5));
    __m256i b = _mm256_loadu_si256((const __m256i *)(buf + 40));
    __m256i d = _mm256_setr_epi32(-5, 0x7fffffff, 70000, -70000, 3, -2, 0, 100000);
    __m256i q = _mm256_set_epi64x(-1, 0x0123456789abcdefLL, 42, -9);
    __m256 f = _mm256_setr_ps(1.5f, -2.5f, 2.5f, -0.4f, 8.0f, 0.0f, -1.0f, 3.25f);
    __m256 g = _mm256_set1_ps(2.0f);
    __m256d x = _mm256_setr_pd(1.0, -2.0, 3.5, 0.25);

    show_i("loadu", a);
    show_i("add_epi8", _mm256_add_epi8(a, b));
    show_i("sub_epi16", _mm256_sub_epi16(a, b));
    show_i("add_epi64", _mm256_add_epi64(q, a));
    show_i("adds_epi16", _mm256_adds_epi16(a, b));
    show_i("subs_epu8", _mm256_subs_epu8(a, b));
    show_i("mullo_epi32", _mm256_mullo_epi32(a, d));
    show_i("mulhi_epi16", _mm256_mulhi_epi16(a, b));
    show_i("mul_epu32", _mm256_mul_epu32(a, b));
    show_i("mul_epi32", _mm256_mul_epi32(d, a));
    show_i("madd_epi16", _mm256_madd_epi16(a, b));
    show_i("maddubs_epi16", _mm256_maddubs_epi16(a, b));
    show_i("sad_epu8", _mm256_sad_epu8(a, b));
    show_i("min_epi32", _mm256_min_epi32(d, a));
    show_i("max_epu8", _mm256_max_epu8(a, b));
    show_i("abs_epi16", _mm256_abs_epi16(a));
    show_i("and/or/xor", _mm256_xor_si256(_mm256_and_si256(a, b), _mm256_or_si256(d, q)));
    show_i("andnot", _mm256_andnot_si256(a, b));
    show_i("cmpeq_epi32", _mm256_cmpeq_epi32(d, _mm256_set1_epi32(3)));
    show_i("cmpgt_epi8", _mm256_cmpgt_epi8(a, b));
    show_i("cmpgt_epi64", _mm256_cmpgt_epi64(q, _mm256_setzero_si256()));
    show_i("slli_epi32 7", _mm256_slli_epi32(a, 7));
    show_i("srli_epi64 33", _mm256_srli_epi64(a, 33));
    show_i("srai_epi16 40", _mm256_srai_epi16(a, 40));
    show_i("sll_epi16", _mm256_sll_epi16(a, _mm_cvtsi32_si128(3)));
    show_i("sllv_epi32", _mm256_sllv_epi32(a, _mm256_setr_epi32(0, 1, 31, 32, 5, 100, 8, -1)));
    show_i("srlv_epi64", _mm256_srlv_epi64(q, _mm256_set_epi64x(1, 64, 4, 63)));
    show_i("srav_epi32", _mm256_srav_epi32(d, _mm256_setr_epi32(0, 1, 31, 32, 5, 100, 8, -1)));
    show_i("srli_si256 3", _mm256_srli_si256(a, 3));
    show_i("slli_si256 9", _mm256_slli_si256(a, 9));
    show_i("alignr 7", _mm256_alignr_epi8(a, b, 7));
    show_i("shuffle_epi8", _mm256_shuffle_epi8(a, b));
    show_i("shuffle_epi32", _mm256_shuffle_epi32(d, _MM_SHUFFLE(1, 3, 0, 2)));
    show_i("shufflelo_epi16", _mm256_shufflelo_epi16(a, 0x1b));
    show_i("shufflehi_epi16", _mm256_shufflehi_epi16(a, 0x4e));
    show_i("unpacklo_epi8", _mm256_unpacklo_epi8(a, b));
    show_i("unpackhi_epi32", _mm256_unpackhi_epi32(a, d));
    show_i("packs_epi32", _mm256_packs_epi32(d, a));
    show_i("packus_epi16", _mm256_packus_epi16(a, b));
    show_i("blend_epi32", _mm256_blend_epi32(a, b, 0x96));
    show_i("blend_epi16", _mm256_blend_epi16(a, b, 0x35));
    show_i("blendv_epi8", _mm256_blendv_epi8(a, b, a));
    show_i("permute4x64", _mm256_permute4x64_epi64(q, _MM_SHUFFLE(0, 3, 1, 2)));
    show_i("permutevar8x32", _mm256_permutevar8x32_epi32(d, _mm256_setr_epi32(7, 6, 5, 4, 11, 2, 1, 0)));
    show_i("permute2x128", _mm256_permute2x128_si256(a, b, 0x21));
    show_i("permute2x128 z", _mm256_permute2x128_si256(a, b, 0x83));
    show_i("extract/insert", _mm256_inserti128_si256(a, _mm256_extracti128_si256(b, 1), 0));
    show_i("broadcastd", _mm256_broadcastd_epi32(_mm_cvtsi32_si128(-77)));
    show_i("broadcastsi128", _mm256_broadcastsi128_si256(_mm_set_epi64x(1, 2)));
    show_i("cvtepu8_epi32", _mm256_cvtepu8_epi32(_mm256_castsi256_si128(a)));
    show_i("cvtepi16_epi32", _mm256_cvtepi16_epi32(_mm256_castsi256_si128(a)));
    show_i("cvtepi32_epi64", _mm256_cvtepi32_epi64(_mm256_castsi256_si128(d)));
    printf("movemask_epi8 %08x\n", (unsigned)_mm256_movemask_epi8(a));
    printf("extract %d %lld %d\n", _mm256_extract_epi32(d, 6), (long long)_mm256_extract_epi64(q, 2), _mm256_extract_epi8(a, 30));
    printf("testz %d %d testc %d\n", _mm256_testz_si256(a, _mm256_setzero_si256()), _mm256_testz_si256(a, b), _mm256_testc_si256(a, a));
    show_i("mix (call)", mix(a, b, 5));

    show_f("add_ps", _mm256_add_ps(f, g));
    show_f("mul_ps", _mm256_mul_ps(f, g));
    show_f("div_ps", _mm256_div_ps(f, g));
    show_f("sqrt_ps", _mm256_sqrt_ps(_mm256_set1_ps(2.25f)));
    show_f("min_ps", _mm256_min_ps(f, g));
    show_f("max_ps", _mm256_max_ps(f, g));
    show_f("hadd_ps", _mm256_hadd_ps(f, g));
    show_f("addsub_ps", _mm256_addsub_ps(f, g));
    show_f("shuffle_ps", _mm256_shuffle_ps(f, g, _MM_SHUFFLE(3, 1, 2, 0)));
    show_f("permute_ps", _mm256_permute_ps(f, 0x1b));
    show_f("unpacklo_ps", _mm256_unpacklo_ps(f, g));
    show_f("blend_ps", _mm256_blend_ps(f, g, 0xa5));
    show_f("blendv_ps", _mm256_blendv_ps(f, g, f));
    show_f("floor_ps", _mm256_floor_ps(f));
    show_f("round_ps", _mm256_round_ps(f, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    show_f("cvtepi32_ps", _mm256_cvtepi32_ps(d));
    show_i("cvtps_epi32", _mm256_cvtps_epi32(f));
    show_i("cvttps_epi32", _mm256_cvttps_epi32(f));
    __m256 nanv = _mm256_blend_ps(f, _mm256_set1_ps(__builtin_nanf("")), 0x11);
#define CMP(p) show_i("cmp_ps " #p, _mm256_castps_si256(_mm256_cmp_ps(nanv, g, p)))
    CMP(0); CMP(1); CMP(2); CMP(3); CMP(4); CMP(5); CMP(6); CMP(7); CMP(8); CMP(9); CMP(10); CMP(11);
    CMP(12); CMP(13); CMP(14); CMP(15); CMP(17); CMP(20); CMP(24); CMP(27); CMP(29); CMP(31);
    printf("movemask_ps %x pd %x\n", _mm256_movemask_ps(f), _mm256_movemask_pd(x));
    show_d("add_pd", _mm256_add_pd(x, x));
    show_d("hadd_pd", _mm256_hadd_pd(x, _mm256_set1_pd(10)));
    show_d("shuffle_pd", _mm256_shuffle_pd(x, _mm256_set1_pd(9), 0x6));
    show_d("permute4x64_pd", _mm256_permute4x64_pd(x, _MM_SHUFFLE(0, 1, 2, 3)));
    show_d("cvtps_pd", _mm256_cvtps_pd(_mm256_castps256_ps128(f)));
    show_d("cmp_pd LT_OS", _mm256_and_pd(_mm256_cmp_pd(x, _mm256_set1_pd(1.0), _CMP_LT_OS), x));
    show_f("cvtpd_ps", _mm256_castps128_ps256(_mm256_cvtpd_ps(x)));
    float fo[8];
    fo[0] = 4.5f;
    _mm256_storeu_ps(fo, _mm256_broadcast_ss(&fo[0]));
    printf("broadcast_ss %g %g\n", fo[0], fo[7]);
    _mm256_zeroupper();
    printf("checksum %08x\n", sum);
    return 0;
}
