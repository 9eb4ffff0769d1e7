/* GNU vector extensions: operators, elements, scalar promotion, casts, initializers, builtins. */
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned int v4usi __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef unsigned char v8uqi __attribute__((vector_size(8)));
typedef long long v2di __attribute__((vector_size(2 * sizeof(long long))));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef int __attribute__((vector_size(8))) v2si;

static void p4(const char *n, v4si v) { printf("%s: %d %d %d %d\n", n, v[0], v[1], v[2], v[3]); }
static void pu(const char *n, v4usi v) { printf("%s: %u %u %u %u\n", n, v[0], v[1], v[2], v[3]); }
static void pf(const char *n, v4sf v) { printf("%s: %g %g %g %g\n", n, v[0], v[1], v[2], v[3]); }

/* globals with constant initializers: full, partial (rest zero), zero, in a struct and an array */
v4si g_full = {1, -2, 3, -4};
v4si g_part = {7};
v4si g_zero;
v2df g_d = {0.5, -1.25};
struct holder { char tag; v4si v; short s; } g_h = {'x', {9, 8, 7, 6}, 5};
v2si g_arr[3] = {{1, 2}, {3, 4}};
v4si g_lit = (v4si){11, 12, 13, 14};

int main(void) {
    volatile int k = 3;   /* run-time values, so nothing folds away */
    v4si a = {1, 2, 3, k};
    v4si b = {10, -20, 30, -40};

    /* arithmetic and bitwise, elementwise */
    p4("add", a + b);
    p4("sub", a - b);
    p4("mul", a * b);
    p4("div", b / a);
    p4("rem", b % a);
    p4("and", a & b);
    p4("or", a | b);
    p4("xor", a ^ b);
    p4("neg", -a);
    p4("not", ~a);
    p4("plus", +b);

    /* shifts: by a scalar and by a vector; arithmetic vs logical right shift */
    p4("shl", a << 2);
    p4("shlv", a << (v4si){0, 1, 2, 3});
    p4("sar", b >> 1);
    v4usi ub = (v4usi)b;
    pu("shr", ub >> 28);

    /* scalar operands are splatted, on either side */
    p4("v+1", a + 1);
    p4("2*v", 2 * a);
    p4("100-v", 100 - a);
    p4("k*v", k * a);
    pf("f*2", (v4sf){1.5f, -2.0f, 0.25f, 8.0f} * 2);
    pf("1/f", 1.0f / (v4sf){2.0f, 4.0f, -8.0f, 0.5f});

    /* comparisons: -1 / 0 as a signed int vector of the elements' width */
    p4("lt", a < b);
    p4("eq", a == (v4si){1, 0, 3, 0});
    p4("ge", a >= 2);
    v4si fc = (v4sf){1.0f, 2.0f, 3.0f, 4.0f} > (v4sf){0.5f, 2.0f, 3.5f, 1.0f};
    p4("fgt", fc);
    v2di dc = (v2df){1.0, -1.0} != (v2df){1.0, 1.0};
    printf("dne: %lld %lld\n", dc[0], dc[1]);
    v4usi uc = (v4usi){1, 0xffffffffu, 5, 0} < (v4usi){2, 1, 5, 1};
    pu("ult", uc);

    /* element access: read, write, compound, increment, address */
    v4si c = a;
    c[0] = 100;
    c[k] += 50;
    c[1] *= -3;
    c[2]++;
    int *pe = &c[2];
    *pe += 1000;
    printf("elems: %d %d %d %d\n", c[0], c[1], c[2], c[3]);

    /* compound assignment on whole vectors */
    v4si d = a;
    d += b;
    d *= 2;
    d -= 1;
    d <<= 1;
    d ^= (v4si){-1, 0, -1, 0};
    p4("compound", d);

    /* small element types wrap like their scalars */
    v16qi q = {127, -128, 100, 1};
    q = q + (v16qi){1, -1, 100, 1};
    printf("qi: %d %d %d %d\n", q[0], q[1], q[2], q[3]);
    v8hi h = {32767, 2, 3, 4, 5, 6, 7, -32768};
    h += 1;
    printf("hi: %d %d %d\n", h[0], h[1], h[7]);
    v8uqi uq = {250, 251, 252, 253, 254, 255, 0, 1};
    uq += 10;
    printf("uqi: %u %u %u\n", uq[0], uq[5], uq[7]);

    /* casts between vectors of one size, and to/from an integer of that size */
    v4sf one = {1.0f, -2.0f, 0.0f, 3.5f};
    v4si bits = (v4si)one;
    printf("bits: %08x %08x %08x %08x\n", (unsigned)bits[0], (unsigned)bits[1], (unsigned)bits[2], (unsigned)bits[3]);
    v8hi halves = (v8hi)(v4si){0x00010002, 0x7fff8000, -1, 0};
    printf("halves: %d %d %d %d\n", halves[0], halves[1], halves[2], halves[3]);
    v2si two = {0x11111111, 0x22222222};
    long long ll = (long long)two;
    printf("ll: %llx\n", ll);
    v2si back = (v2si)0x0000000500000006LL;
    printf("back: %d %d\n", back[0], back[1]);

    /* sizes and alignments: gcc's (aligned to size, at most 16 without AVX) */
    printf("sizes: %zu %zu %zu %zu %zu\n", sizeof(v4si), sizeof(v2si), sizeof(v8uqi), sizeof(struct holder), sizeof(g_arr));
    printf("aligns: %zu %zu %zu %zu\n", _Alignof(v4si), _Alignof(v2si), _Alignof(v8uqi), _Alignof(struct holder));

    /* globals, structs and arrays of vectors */
    p4("g_full", g_full);
    p4("g_part", g_part);
    p4("g_zero", g_zero);
    p4("g_lit", g_lit);
    printf("g_d: %g %g\n", g_d[0], g_d[1]);
    printf("g_h: %c %d %d %d\n", g_h.tag, g_h.v[0], g_h.v[3], g_h.s);
    g_h.v[1] = 42;
    g_h.v = g_h.v * g_h.v;
    printf("g_h.v: %d %d\n", g_h.v[0], g_h.v[1]);
    printf("g_arr: %d %d %d %d %d\n", g_arr[0][1], g_arr[1][0], g_arr[1][1], g_arr[2][0], g_arr[2][1]);
    v4si local_arr[2] = {{1, 2, 3, 4}, {k, k, k, k}};
    local_arr[1] += local_arr[0];
    p4("local_arr", local_arr[1]);
    struct holder lh = {'y', a * 3, 7};
    p4("lh.v", lh.v);

    /* __builtin_shuffle: one vector, two vectors, constant and run-time masks (indices mod N / 2N) */
    v4si m1 = {3, 2, 1, 0};
    p4("shuf1", __builtin_shuffle(a, m1));
    p4("shuf1c", __builtin_shuffle(a, (v4si){1, 1, 4, 7}));
    v4si m2 = {0, 4, 1, k + 4};
    p4("shuf2", __builtin_shuffle(a, b, m2));
    p4("shuf2c", __builtin_shuffle(a, b, (v4si){7, 6, 1, 8}));
    v8hi hv = {0, 10, 20, 30, 40, 50, 60, 70};
    v8hi hs = __builtin_shuffle(hv, (v8hi){7, 0, 6, 1, 5, 2, 4, 3});
    printf("shufh: %d %d %d %d %d\n", hs[0], hs[1], hs[2], hs[6], hs[7]);

    /* __builtin_shufflevector: constant indices, result of another length */
    v4si sv = __builtin_shufflevector(a, b, 0, 4, 1, 5);
    p4("shufv", sv);
    v2si half = __builtin_shufflevector(a, a, 3, 2);
    printf("shufv2: %d %d\n", half[0], half[1]);

    /* __builtin_convertvector: elementwise C conversions */
    v4sf cf = __builtin_convertvector(b, v4sf);
    pf("cvt i2f", cf);
    v4si ci = __builtin_convertvector((v4sf){1.9f, -1.9f, 100.5f, -0.5f}, v4si);
    p4("cvt f2i", ci);
    v2df wd = __builtin_convertvector((v2si){-3, 4}, v2df);
    printf("cvt i2d: %g %g\n", wd[0], wd[1]);
    v4usi cu = __builtin_convertvector(b, v4usi);
    pu("cvt s2u", cu);
    return 0;
}
