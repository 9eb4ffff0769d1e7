// C23's <stdbit.h> and <stdckdint.h>: jcirc ships both (glibc 2.36 has no <stdbit.h>, gcc 12 neither
// header). The reference build (clang-19, which has <stdckdint.h>) uses the bit-loop definitions
// below instead of <stdbit.h>, so jcirc's header is compared with them value by value.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdckdint.h>
#include <stdio.h>
#include <limits.h>

static unsigned ref_clz(unsigned long long x, int w) { int n = 0; for (int i = w - 1; i >= 0 && !((x >> i) & 1); i--) n++; return n; }
static unsigned ref_ctz(unsigned long long x, int w) { int n = 0; for (int i = 0; i < w && !((x >> i) & 1); i++) n++; return n; }
static unsigned ref_pop(unsigned long long x) { unsigned n = 0; for (; x; x >>= 1) n += x & 1; return n; }

#if __has_include(<stdbit.h>)
#include <stdbit.h>
#else
#define W_(x) ((int)sizeof(x) * 8)
#define M_(x) (W_(x) == 64 ? ~0ull : (1ull << W_(x)) - 1)
#define stdc_leading_zeros(x) ref_clz((x), W_(x))
#define stdc_leading_zeros_ull(x) ref_clz((x), 64)
#define stdc_trailing_zeros(x) ref_ctz((x), W_(x))
#define stdc_leading_ones(x) ref_clz(~(unsigned long long)(x) & M_(x), W_(x))
#define stdc_trailing_ones(x) ref_ctz(~(unsigned long long)(x), W_(x))
#define stdc_count_ones(x) ref_pop(x)
#define stdc_count_zeros(x) (W_(x) - ref_pop(x))
#define stdc_has_single_bit(x) (ref_pop(x) == 1)
#define stdc_bit_width(x) (W_(x) - ref_clz((x), W_(x)))
#define stdc_first_leading_one(x) ((x) ? ref_clz((x), W_(x)) + 1 : 0)
#define stdc_first_leading_zero(x) (stdc_leading_ones(x) == W_(x) ? 0 : stdc_leading_ones(x) + 1)
#define stdc_first_trailing_one(x) ((x) ? ref_ctz((x), W_(x)) + 1 : 0)
#define stdc_first_trailing_zero(x) (stdc_trailing_ones(x) == W_(x) ? 0 : stdc_trailing_ones(x) + 1)
#define stdc_bit_floor(x) (typeof(x))((x) ? 1ull << (stdc_bit_width(x) - 1) : 0)
#define stdc_bit_ceil(x) (typeof(x))((x) <= 1 ? 1 : W_(x) - ref_clz((x) - 1, W_(x)) >= W_(x) ? 0 : 1ull << (W_(x) - ref_clz((x) - 1, W_(x))))
#define __STDC_ENDIAN_LITTLE__ 1234
#define __STDC_ENDIAN_NATIVE__ 1234
#define __STDC_VERSION_STDBIT_H__ 202311L
#endif

int main(void) {
    int bad = 0;
    unsigned long long samples[] = {0, 1, 2, 3, 0x80, 0xff, 0x100, 0x7fff, 0xffff, 0x12345678, 0x80000000u,
                                    0xffffffffu, 0x100000000ull, 0x8000000000000000ull, ~0ull};
    for (unsigned i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        unsigned long long v = samples[i];
        unsigned char uc = (unsigned char)v; unsigned short us = (unsigned short)v; unsigned ui = (unsigned)v;
        unsigned long ul = (unsigned long)v; unsigned long long ull = v;
        if (stdc_leading_zeros(uc) != ref_clz(uc, 8) || stdc_leading_zeros(us) != ref_clz(us, 16)
            || stdc_leading_zeros(ui) != ref_clz(ui, 32) || stdc_leading_zeros(ul) != ref_clz(ul, 64)) bad |= 1;
        if (stdc_trailing_zeros(uc) != ref_ctz(uc, 8) || stdc_trailing_zeros(ull) != ref_ctz(ull, 64)) bad |= 2;
        if (stdc_leading_ones(us) != ref_clz((unsigned short)~us, 16) || stdc_trailing_ones(ui) != ref_ctz(~ui, 32)) bad |= 4;
        if (stdc_count_ones(us) != ref_pop(us) || stdc_count_zeros(uc) != 8 - ref_pop(uc)) bad |= 8;
        if (stdc_has_single_bit(ui) != (ref_pop(ui) == 1)) bad |= 16;
        if (stdc_bit_width(ui) != 32 - ref_clz(ui, 32)) bad |= 32;
        if (stdc_first_leading_one(uc) != (uc ? ref_clz(uc, 8) + 1 : 0)) bad |= 64;
        if (stdc_first_trailing_zero(us) != (us == 0xffff ? 0 : ref_ctz((unsigned short)~us, 16) + 1)) bad |= 128;
    }
    printf("bad=%d\n", bad);
    printf("%u %u %u %u\n", stdc_bit_floor(100u), stdc_bit_ceil(100u), stdc_bit_ceil(1u), stdc_bit_ceil(0x80000001u));
    printf("%u %u\n", (unsigned)stdc_bit_floor((unsigned char)200), (unsigned)stdc_bit_ceil((unsigned char)129));
    printf("%u %u %u\n", stdc_first_leading_zero(0xf0u), stdc_first_trailing_one(0x28ull), stdc_leading_zeros_ull(1ull));
    int r; unsigned char c; long long big;
    bool o1 = ckd_add(&r, INT_MAX, 1), o2 = ckd_sub(&c, 5, 10), o3 = ckd_mul(&big, 3000000000LL, 3);
    printf("%d %d %d %u %d %lld\n", o1, o2, o3, c, r == INT_MIN, big);
    printf("%d %d\n", __STDC_ENDIAN_NATIVE__ == __STDC_ENDIAN_LITTLE__, __STDC_VERSION_STDBIT_H__ == 202311L);
    return 0;
}
