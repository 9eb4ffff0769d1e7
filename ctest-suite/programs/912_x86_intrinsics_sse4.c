// x86 intrinsics of <pmmintrin.h>, <tmmintrin.h>, <smmintrin.h>, <nmmintrin.h> (SSE3, SSSE3,
// SSE4.1, SSE4.2) with -msse4.2 (which predefines __SSE3__ ... __SSE4_2__ and lets LLVM use the
// instructions): jcirc's headers against gcc's. Saturation, pshufb's zeroing bit, palignr past 16,
// rounding modes, blends, ptest, widening conversions, CRC-32C.
// ARGS: -msse4.2
#include <smmintrin.h>
#include <nmmintrin.h>
#include <stdio.h>

#if !defined(__SSE3__) || !defined(__SSSE3__) || !defined(__SSE4_1__) || !defined(__SSE4_2__) || !defined(__POPCNT__)
#error "-msse4.2 should define the feature macros"
#endif

static unsigned sum;

static void show_i(const char *name, __m128i v) {
    unsigned char b[16];
    _mm_storeu_si128((__m128i *)b, v);
    printf("%-16s", name);
    for (int i = 15; i >= 0; i--) printf("%02x", b[i]);
    printf("\n");
    for (int i = 0; i < 16; i++) sum = sum * 31 + b[i];
}

static void show_f(const char *name, __m128 v) {
    float f[4];
    _mm_storeu_ps(f, v);
    printf("%-16s %g %g %g %g\n", name, f[0], f[1], f[2], f[3]);
}

static void show_d(const char *name, __m128d v) {
    double d[2];
    _mm_storeu_pd(d, v);
    printf("%-16s %g %g\n", name, d[0], d[1]);
}

int main(void) {
    __m128i a = _mm_setr_epi8(-128, 127, 0, 1, -1, 100, -100, 50, 7, -7, 64, -64, 127, -128, 3, 4);
    __m128i b = _mm_setr_epi8(3, -1, 15, 0, -128, 5, 7, 8, 31, 17, 1, 2, -3, 4, 12, 9);
    __m128i w = _mm_setr_epi16(-32768, 32767, 1000, -1000, 30000, -30000, 7, -1);
    __m128i v = _mm_setr_epi16(-32768, 2, -3, 4, 30000, 5, 0, -1);
    __m128i d = _mm_setr_epi32(-5, 0x7fffffff, 70000, -70000);
    __m128i e = _mm_setr_epi32(3, -2, 0, 100000);
    __m128 f = _mm_setr_ps(1.5f, -2.5f, 2.5f, -0.4f);
    __m128 g = _mm_setr_ps(0.5f, 3.0f, -7.25f, 8.0f);
    __m128d x = _mm_setr_pd(-1.5, 2.5), y = _mm_setr_pd(0.5, -3.0);

    // SSE3
    show_f("addsub_ps", _mm_addsub_ps(f, g));
    show_d("addsub_pd", _mm_addsub_pd(x, y));
    show_f("hadd_ps", _mm_hadd_ps(f, g));
    show_f("hsub_ps", _mm_hsub_ps(f, g));
    show_d("hadd_pd", _mm_hadd_pd(x, y));
    show_d("hsub_pd", _mm_hsub_pd(x, y));
    show_f("movehdup_ps", _mm_movehdup_ps(f));
    show_f("moveldup_ps", _mm_moveldup_ps(f));
    show_d("movedup_pd", _mm_movedup_pd(y));
    unsigned char bytes[20];
    for (int i = 0; i < 20; i++) bytes[i] = (unsigned char)(i * 29 + 1);
    show_i("lddqu", _mm_lddqu_si128((const __m128i *)(bytes + 1)));

    // SSSE3
    show_i("abs_epi8", _mm_abs_epi8(a));
    show_i("abs_epi16", _mm_abs_epi16(w));
    show_i("abs_epi32", _mm_abs_epi32(d));
    show_i("shuffle_epi8", _mm_shuffle_epi8(a, b));
    show_i("hadd_epi16", _mm_hadd_epi16(w, v));
    show_i("hadd_epi32", _mm_hadd_epi32(d, e));
    show_i("hadds_epi16", _mm_hadds_epi16(w, v));
    show_i("hsub_epi16", _mm_hsub_epi16(w, v));
    show_i("hsub_epi32", _mm_hsub_epi32(d, e));
    show_i("hsubs_epi16", _mm_hsubs_epi16(w, v));
    show_i("maddubs_epi16", _mm_maddubs_epi16(a, b));
    show_i("maddubs sat", _mm_maddubs_epi16(_mm_set1_epi8(-1), _mm_set1_epi8(127)));
    show_i("mulhrs_epi16", _mm_mulhrs_epi16(w, v));
    show_i("sign_epi8", _mm_sign_epi8(a, b));
    show_i("sign_epi16", _mm_sign_epi16(w, v));
    show_i("sign_epi32", _mm_sign_epi32(d, e));
    show_i("alignr 0", _mm_alignr_epi8(a, b, 0));
    show_i("alignr 5", _mm_alignr_epi8(a, b, 5));
    show_i("alignr 16", _mm_alignr_epi8(a, b, 16));
    show_i("alignr 21", _mm_alignr_epi8(a, b, 21));
    show_i("alignr 32", _mm_alignr_epi8(a, b, 32));

    // SSE4.1
    __m128 r = _mm_setr_ps(2.5f, -2.5f, 3.7f, -0.5f);
    __m128d rd = _mm_setr_pd(-3.5, 4.5);
    show_f("round nearest", _mm_round_ps(r, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    show_f("round down", _mm_round_ps(r, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
    show_f("round up", _mm_round_ps(r, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC));
    show_f("round zero", _mm_round_ps(r, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
    show_f("round cur", _mm_round_ps(r, _MM_FROUND_CUR_DIRECTION));
    show_f("floor_ps", _mm_floor_ps(r));
    show_f("ceil_ps", _mm_ceil_ps(r));
    show_d("floor_pd", _mm_floor_pd(rd));
    show_d("round_pd", _mm_round_pd(rd, _MM_FROUND_TO_NEAREST_INT));
    show_f("ceil_ss", _mm_ceil_ss(f, r));
    show_d("floor_sd", _mm_floor_sd(x, rd));
    show_f("blend_ps", _mm_blend_ps(f, g, 5));
    show_d("blend_pd", _mm_blend_pd(x, y, 2));
    show_i("blend_epi16", _mm_blend_epi16(w, v, 0xa6));
    show_f("blendv_ps", _mm_blendv_ps(f, g, f));
    show_d("blendv_pd", _mm_blendv_pd(x, y, x));
    show_i("blendv_epi8", _mm_blendv_epi8(a, b, a));
    show_i("min_epi8", _mm_min_epi8(a, b));
    show_i("max_epi8", _mm_max_epi8(a, b));
    show_i("min_epu16", _mm_min_epu16(w, v));
    show_i("max_epu16", _mm_max_epu16(w, v));
    show_i("min_epi32", _mm_min_epi32(d, e));
    show_i("max_epi32", _mm_max_epi32(d, e));
    show_i("min_epu32", _mm_min_epu32(d, e));
    show_i("max_epu32", _mm_max_epu32(d, e));
    show_i("mullo_epi32", _mm_mullo_epi32(d, e));
    show_i("mul_epi32", _mm_mul_epi32(d, e));
    show_i("cmpeq_epi64", _mm_cmpeq_epi64(_mm_set_epi64x(5, 6), _mm_set_epi64x(5, 7)));
    show_i("packus_epi32", _mm_packus_epi32(d, e));
    show_i("minpos_epu16", _mm_minpos_epu16(_mm_setr_epi16(9, 8, 7, 3, 5, 3, 100, 4)));
    show_i("cvtepi8_epi16", _mm_cvtepi8_epi16(a));
    show_i("cvtepi8_epi32", _mm_cvtepi8_epi32(a));
    show_i("cvtepi8_epi64", _mm_cvtepi8_epi64(a));
    show_i("cvtepu8_epi16", _mm_cvtepu8_epi16(a));
    show_i("cvtepu8_epi32", _mm_cvtepu8_epi32(a));
    show_i("cvtepu8_epi64", _mm_cvtepu8_epi64(a));
    show_i("cvtepi16_epi32", _mm_cvtepi16_epi32(w));
    show_i("cvtepi16_epi64", _mm_cvtepi16_epi64(w));
    show_i("cvtepu16_epi32", _mm_cvtepu16_epi32(w));
    show_i("cvtepu16_epi64", _mm_cvtepu16_epi64(w));
    show_i("cvtepi32_epi64", _mm_cvtepi32_epi64(d));
    show_i("cvtepu32_epi64", _mm_cvtepu32_epi64(d));
    printf("extract %d %d %lld %x\n", _mm_extract_epi8(a, 6), _mm_extract_epi32(d, 3),
           (long long)_mm_extract_epi64(_mm_set_epi64x(-9, 4), 1), _mm_extract_ps(f, 1));
    show_i("insert_epi8", _mm_insert_epi8(a, 0x5a, 9));
    show_i("insert_epi32", _mm_insert_epi32(d, 42, 2));
    show_i("insert_epi64", _mm_insert_epi64(d, -42, 1));
    show_f("insert_ps", _mm_insert_ps(f, g, _MM_MK_INSERTPS_NDX(2, 1, 8)));
    show_f("dp_ps", _mm_dp_ps(f, g, 0xf1));
    show_f("dp_ps 2", _mm_dp_ps(f, g, 0x5a));
    show_d("dp_pd", _mm_dp_pd(x, y, 0x33));
    printf("testz %d %d testc %d %d testnzc %d %d\n",
           _mm_testz_si128(a, _mm_setzero_si128()), _mm_testz_si128(a, b),
           _mm_testc_si128(a, a), _mm_testc_si128(a, b),
           _mm_testnzc_si128(a, b), _mm_test_all_ones(_mm_set1_epi8(-1)));

    // SSE4.2
    show_i("cmpgt_epi64", _mm_cmpgt_epi64(_mm_set_epi64x(-1, 5), _mm_set_epi64x(-2, 5)));
    unsigned crc = 0xffffffffu;
    for (int i = 0; i < 20; i++) crc = _mm_crc32_u8(crc, bytes[i]);
    crc = _mm_crc32_u16(crc, 0xbeef);
    crc = _mm_crc32_u32(crc, 0xdeadbeefu);
    unsigned long long crc64 = _mm_crc32_u64(crc, 0x0123456789abcdefULL);
    printf("crc32c %08x %08llx\n", crc, crc64);
    printf("popcnt %d %lld\n", _mm_popcnt_u32(0xf0f0f0f1u), (long long)_mm_popcnt_u64(~0ULL >> 3));
    printf("checksum %08x\n", sum);
    return 0;
}
