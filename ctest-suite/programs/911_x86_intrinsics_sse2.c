// x86 intrinsics of <xmmintrin.h> / <emmintrin.h> (SSE, SSE2: the x86-64 baseline): jcirc's own
// headers on GNU vector extensions against gcc's. Edge cases: saturation, shift counts past the
// element width, NaN in min/max and compares, rounding conversions, unaligned loads and stores.
#include <emmintrin.h>
#include <stdio.h>
#include <string.h>

static unsigned sum;

static void show_i(const char *name, __m128i v) {
    unsigned char b[16];
    _mm_storeu_si128((__m128i *)b, v);
    printf("%-14s", name);
    for (int i = 15; i >= 0; i--) printf("%02x", b[i]);
    printf("\n");
    for (int i = 0; i < 16; i++) sum = sum * 31 + b[i];
}

static void show_f(const char *name, __m128 v) {
    float f[4];
    _mm_storeu_ps(f, v);
    printf("%-14s %g %g %g %g\n", name, f[0], f[1], f[2], f[3]);
}

static void show_d(const char *name, __m128d v) {
    double d[2];
    _mm_storeu_pd(d, v);
    printf("%-14s %g %g\n", name, d[0], d[1]);
}

int main(void) {
    unsigned char buf[40];
    for (int i = 0; i < 40; i++) buf[i] = (unsigned char)(i * 37 + 11);
    __m128i a = _mm_loadu_si128((const __m128i *)(buf + 3));           // unaligned
    __m128i b = _mm_setr_epi8(-128, 127, 0, 1, -1, 100, -100, 50, 7, -7, 64, -64, 127, -128, 3, 4);
    __m128i w = _mm_setr_epi16(-32768, 32767, 1000, -1000, 30000, -30000, 7, -1);
    __m128i d = _mm_set_epi32(-5, 0x7fffffff, 12345, -1);
    __m128i q = _mm_set_epi64x(0x0123456789abcdefLL, -2LL);
    show_i("loadu", a);
    show_i("set_epi8", b);
    show_i("add_epi8", _mm_add_epi8(a, b));
    show_i("sub_epi16", _mm_sub_epi16(a, w));
    show_i("add_epi32", _mm_add_epi32(d, _mm_set1_epi32(9)));
    show_i("add_epi64", _mm_add_epi64(q, _mm_set1_epi64x(3)));
    show_i("adds_epi8", _mm_adds_epi8(a, b));
    show_i("adds_epu8", _mm_adds_epu8(a, b));
    show_i("subs_epi16", _mm_subs_epi16(w, _mm_set1_epi16(2000)));
    show_i("subs_epu16", _mm_subs_epu16(w, _mm_set1_epi16(2000)));
    show_i("mullo_epi16", _mm_mullo_epi16(w, a));
    show_i("mulhi_epi16", _mm_mulhi_epi16(w, a));
    show_i("mulhi_epu16", _mm_mulhi_epu16(w, a));
    show_i("mul_epu32", _mm_mul_epu32(d, a));
    show_i("madd_epi16", _mm_madd_epi16(w, b));
    show_i("sad_epu8", _mm_sad_epu8(a, b));
    show_i("avg_epu8", _mm_avg_epu8(a, b));
    show_i("min_epi16", _mm_min_epi16(w, a));
    show_i("max_epu8", _mm_max_epu8(a, b));
    show_i("and/or/xor", _mm_xor_si128(_mm_and_si128(a, b), _mm_or_si128(d, q)));
    show_i("andnot", _mm_andnot_si128(a, b));
    show_i("cmpeq_epi8", _mm_cmpeq_epi8(b, _mm_set1_epi8(127)));
    show_i("cmpgt_epi16", _mm_cmpgt_epi16(w, _mm_setzero_si128()));
    show_i("cmplt_epi32", _mm_cmplt_epi32(d, _mm_set1_epi32(1)));
    for (int n = 0; n < 70; n += 13) {
        printf("shift %d\n", n);
        show_i(" slli_epi16", _mm_slli_epi16(w, n));
        show_i(" srli_epi32", _mm_srli_epi32(d, n));
        show_i(" srai_epi16", _mm_srai_epi16(w, n));
        show_i(" srai_epi32", _mm_srai_epi32(d, n));
        show_i(" slli_epi64", _mm_slli_epi64(q, n));
        show_i(" srl_epi64", _mm_srl_epi64(q, _mm_cvtsi32_si128(n)));
        show_i(" sll_epi32", _mm_sll_epi32(d, _mm_cvtsi32_si128(n)));
        show_i(" sra_epi32", _mm_sra_epi32(d, _mm_cvtsi32_si128(n)));
    }
    show_i("srli_si128 3", _mm_srli_si128(a, 3));
    show_i("slli_si128 5", _mm_slli_si128(a, 5));
    show_i("srli_si128 16", _mm_srli_si128(a, 16));
    show_i("bslli 15", _mm_bslli_si128(a, 15));
    show_i("shuffle_epi32", _mm_shuffle_epi32(d, _MM_SHUFFLE(0, 1, 3, 2)));
    show_i("shufflelo", _mm_shufflelo_epi16(w, 0x1b));
    show_i("shufflehi", _mm_shufflehi_epi16(w, 0xe4 ^ 0x55));
    show_i("unpacklo_epi8", _mm_unpacklo_epi8(a, b));
    show_i("unpackhi_epi16", _mm_unpackhi_epi16(a, w));
    show_i("unpacklo_epi32", _mm_unpacklo_epi32(a, d));
    show_i("unpackhi_epi64", _mm_unpackhi_epi64(a, q));
    show_i("packs_epi16", _mm_packs_epi16(w, a));
    show_i("packs_epi32", _mm_packs_epi32(d, a));
    show_i("packus_epi16", _mm_packus_epi16(w, a));
    printf("movemask_epi8 %04x\n", _mm_movemask_epi8(b));
    printf("extract_epi16 %d %d\n", _mm_extract_epi16(w, 0), _mm_extract_epi16(w, 5));
    show_i("insert_epi16", _mm_insert_epi16(w, 0x1234, 6));
    printf("cvtsi128 %d %lld\n", _mm_cvtsi128_si32(d), (long long)_mm_cvtsi128_si64(q));
    show_i("cvtsi32_si128", _mm_cvtsi32_si128(-7));
    show_i("move_epi64", _mm_move_epi64(q));
    show_i("loadl_epi64", _mm_loadl_epi64((const __m128i *)(buf + 1)));
    _mm_storeu_si128((__m128i *)(buf + 5), _mm_xor_si128(a, b));
    _mm_storel_epi64((__m128i *)(buf + 29), q);
    show_i("stored", _mm_loadu_si128((const __m128i *)(buf + 20)));

    __m128 f = _mm_setr_ps(1.5f, -2.25f, 100.0f, 0.0f);
    __m128 g = _mm_set_ps(-0.5f, 3.0f, 2.5f, 9.0f);
    __m128 nan = _mm_set1_ps(__builtin_nanf(""));
    show_f("add_ps", _mm_add_ps(f, g));
    show_f("sub_ps", _mm_sub_ps(f, g));
    show_f("mul_ps", _mm_mul_ps(f, g));
    show_f("div_ps", _mm_div_ps(f, g));
    show_f("add_ss", _mm_add_ss(f, g));
    show_f("sqrt_ps", _mm_sqrt_ps(_mm_setr_ps(4.0f, 2.0f, 0.25f, 1e10f)));
    show_f("sqrt_ss", _mm_sqrt_ss(_mm_setr_ps(16.0f, -1.0f, 7.0f, 8.0f)));
    show_f("min_ps", _mm_min_ps(f, g));
    show_f("max_ps", _mm_max_ps(f, g));
    show_f("min_ps nan", _mm_min_ps(nan, f));
    show_f("max_ps nan", _mm_max_ps(f, nan));
    show_f("max_ss", _mm_max_ss(f, g));
    show_i("cmplt_ps", _mm_castps_si128(_mm_cmplt_ps(f, g)));
    show_i("cmpneq_ps", _mm_castps_si128(_mm_cmpneq_ps(f, nan)));
    show_i("cmpnge_ps", _mm_castps_si128(_mm_cmpnge_ps(f, g)));
    show_i("cmpord_ps", _mm_castps_si128(_mm_cmpord_ps(f, _mm_move_ss(f, nan))));
    show_i("cmpunord_ps", _mm_castps_si128(_mm_cmpunord_ps(f, _mm_move_ss(f, nan))));
    show_i("cmpeq_ss", _mm_castps_si128(_mm_cmpeq_ss(f, f)));
    show_i("cmpgt_ss", _mm_castps_si128(_mm_cmpgt_ss(g, f)));
    printf("comi %d %d %d\n", _mm_comilt_ss(f, g), _mm_comieq_ss(f, f), _mm_ucomige_ss(g, f));
    show_f("and_ps", _mm_and_ps(f, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff))));
    show_f("xor_ps", _mm_xor_ps(f, _mm_set1_ps(-0.0f)));
    show_f("shuffle_ps", _mm_shuffle_ps(f, g, _MM_SHUFFLE(3, 0, 2, 1)));
    show_f("unpackhi_ps", _mm_unpackhi_ps(f, g));
    show_f("unpacklo_ps", _mm_unpacklo_ps(f, g));
    show_f("movehl_ps", _mm_movehl_ps(f, g));
    show_f("movelh_ps", _mm_movelh_ps(f, g));
    printf("movemask_ps %x\n", _mm_movemask_ps(f));
    printf("cvtss_si32 %d %d %d\n", _mm_cvtss_si32(_mm_set_ss(2.5f)), _mm_cvtss_si32(_mm_set_ss(3.5f)), _mm_cvtss_si32(_mm_set_ss(-2.5f)));
    printf("cvttss_si32 %d %d\n", _mm_cvttss_si32(_mm_set_ss(-2.7f)), _mm_cvttss_si32(_mm_set_ss(3e9f)));
    printf("cvtss_si64 %lld\n", (long long)_mm_cvtss_si64(_mm_set_ss(-1e12f)));
    show_i("cvtps_epi32", _mm_cvtps_epi32(_mm_setr_ps(0.5f, 1.5f, -2.5f, 3e9f)));
    show_i("cvttps_epi32", _mm_cvttps_epi32(_mm_setr_ps(0.5f, 1.5f, -2.5f, 3e9f)));
    show_f("cvtepi32_ps", _mm_cvtepi32_ps(d));
    show_f("cvtsi32_ss", _mm_cvtsi32_ss(f, 77));
    printf("cvtss_f32 %g\n", _mm_cvtss_f32(g));
    float fa[8] __attribute__((aligned(16))) = {1, 2, 3, 4, 5, 6, 7, 8};
    show_f("load_ps", _mm_load_ps(fa + 4));
    show_f("loadu_ps", _mm_loadu_ps(fa + 1));
    show_f("loadr_ps", _mm_loadr_ps(fa));
    show_f("load1_ps", _mm_load1_ps(fa + 2));
    show_f("load_ss", _mm_load_ss(fa + 3));
    _mm_storeu_ps(fa + 3, g);
    _mm_store_ss(fa, f);
    show_f("stored_ps", _mm_loadu_ps(fa + 1));
    __m128 r0 = f, r1 = g, r2 = _mm_set1_ps(7), r3 = _mm_setr_ps(9, 8, 7, 6);
    _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
    show_f("transpose r1", r1);
    show_f("transpose r3", r3);

    __m128d x = _mm_setr_pd(2.5, -1.0), y = _mm_set_pd(4.0, 0.25);
    show_d("add_pd", _mm_add_pd(x, y));
    show_d("mul_sd", _mm_mul_sd(x, y));
    show_d("div_pd", _mm_div_pd(x, y));
    show_d("sqrt_pd", _mm_sqrt_pd(_mm_setr_pd(2.0, 81.0)));
    show_d("sqrt_sd", _mm_sqrt_sd(x, y));
    show_d("min_pd", _mm_min_pd(x, y));
    show_d("max_sd", _mm_max_sd(x, y));
    show_i("cmple_pd", _mm_castpd_si128(_mm_cmple_pd(x, y)));
    show_i("cmpunord_sd", _mm_castpd_si128(_mm_cmpunord_sd(_mm_set1_pd(__builtin_nan("")), y)));
    show_d("shuffle_pd", _mm_shuffle_pd(x, y, 1));
    show_d("unpackhi_pd", _mm_unpackhi_pd(x, y));
    printf("movemask_pd %x\n", _mm_movemask_pd(x));
    show_f("cvtpd_ps", _mm_cvtpd_ps(_mm_setr_pd(1.0 / 3, 1e300)));
    show_d("cvtps_pd", _mm_cvtps_pd(f));
    show_d("cvtepi32_pd", _mm_cvtepi32_pd(d));
    show_i("cvtpd_epi32", _mm_cvtpd_epi32(_mm_setr_pd(2.5, -3.5)));
    show_i("cvttpd_epi32", _mm_cvttpd_epi32(_mm_setr_pd(2.5, -3.5)));
    printf("cvtsd_si32 %d %d\n", _mm_cvtsd_si32(_mm_set_sd(6.5)), _mm_cvttsd_si32(_mm_set_sd(-6.5)));
    printf("cvtsd_si64 %lld\n", (long long)_mm_cvtsd_si64(_mm_set_sd(-1e15)));
    show_d("cvtsi64_sd", _mm_cvtsi64_sd(x, 1LL << 40));
    show_f("cvtsd_ss", _mm_cvtsd_ss(f, y));
    show_d("cvtss_sd", _mm_cvtss_sd(x, g));
    printf("cvtsd_f64 %g\n", _mm_cvtsd_f64(y));
    double da[4] = {1, 2, 3, 4};
    show_d("loadu_pd", _mm_loadu_pd(da + 1));
    show_d("loadh_pd", _mm_loadh_pd(x, da + 3));
    show_d("loadl_pd", _mm_loadl_pd(x, da + 2));
    _mm_storeh_pd(da, y);
    _mm_storel_pd(da + 3, y);
    printf("stored_pd %g %g %g %g\n", da[0], da[1], da[2], da[3]);
    show_i("set_epi16", _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8));
    show_i("set1_epi8", _mm_set1_epi8(-3));
    show_i("setr_epi32", _mm_setr_epi32(1, 2, 3, 4));
    printf("csr rounding %x\n", _MM_GET_ROUNDING_MODE());
    _mm_sfence(); _mm_lfence(); _mm_mfence(); _mm_pause();
    printf("checksum %08x\n", sum);
    return 0;
}
