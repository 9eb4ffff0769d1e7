/* Where the facts jcirc gives LLVM (nsw, inbounds, exact; docs/performance.md) must NOT apply:
   unsigned wraparound, char/short arithmetic whose conversion back wraps, the offsetof idiom
   over a null base, pointer differences; and signed loops that the facts do optimise. Output
   compared with gcc's at -O0/-O2 on both paths. */
#include <stdio.h>
#include <stddef.h>

struct rec { int tag; double v[6]; short s[3]; };

static unsigned hash(const char *s) {
    unsigned h = 2166136261u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;   /* wraps every step */
    return h;
}

static unsigned wrap_loop(unsigned start, unsigned step) {
    unsigned n = 0;
    for (unsigned i = start; i != 5; i += step) n++;        /* passes UINT_MAX and wraps to 5 */
    return n;
}

static int narrow(volatile signed char *c, volatile short *h) {
    (*c)++;                 /* 127 + 1 converted back to signed char: gcc gives -128 */
    *h = (short)(*h * 3);   /* 20000 * 3 = 60000, converted back: -5536 */
    signed char d = *c;
    d -= 1;
    return *c * 1000 + *h + d;
}

static size_t offset_of_s(int i) { return (size_t)&((struct rec *)0)->s[i]; }
static size_t offset_of_v(int i) { return (size_t)((char *)&((struct rec *)0)->v[i] - (char *)0); }

static long span(const double *a, const double *b) { return b - a; }

/* integer arithmetic on converted pointers is not a pointer difference: its division is not exact */
static long thirds(const char *p, const char *q) { return ((long)q - (long)p) / 3; }

static long tri(int n) {
    long s = 0;
    for (int i = 0; i < n; i += 3)
        for (int j = i; j >= 0; j -= 2) s += (long)i * j - j;
    return s;
}

static int sum_desc(const int *a, int n) {
    int s = 0;
    for (int i = n - 1; i >= 0; --i) s += a[i] * (i - n / 2);
    return s;
}

int main(void) {
    signed char c = 127;
    short h = 20000;
    int a[37];
    double d[9];
    for (int i = 0; i < 37; i++) a[i] = i * i - 300;
    printf("hash %08x %08x\n", hash("jcirc"), hash("nsw is not for unsigned"));
    printf("wrap %u %u\n", wrap_loop(3994967301u, 100000000u), wrap_loop(7, 0xffffffffu));
    printf("narrow %d\n", narrow(&c, &h));
    printf("offsets %zu %zu %zu\n", offset_of_s(2), offset_of_v(5), offsetof(struct rec, s));
    printf("span %ld %ld\n", span(d, d + 9), span(d + 7, d + 2));
    char *volatile base = (char *)d;   /* unknown to the optimiser: an exact sdiv by 3 would multiply by 3's inverse */
    printf("thirds %ld %ld\n", thirds(base, base + 7), thirds(base + 11, base));
    printf("tri %ld %ld\n", tri(100), tri(1));
    printf("desc %d\n", sum_desc(a, 37));
    unsigned short us = 65535;
    us++;
    unsigned char uc = 200;
    uc = (unsigned char)(uc * 2);
    printf("small %u %u %d\n", us, uc, (int)(unsigned char)(uc + 100));
    return 0;
}
