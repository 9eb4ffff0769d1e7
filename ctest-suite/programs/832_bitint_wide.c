// C23 _BitInt(N) wider than 64 bits (N <= 128): layout (8-byte limbs, 8-aligned, as clang-19 on
// x86-64), wrapping arithmetic, shifts, division, comparisons, conversions to and from floating
// types, struct members, arrays, passing and returning by value, constant expressions, literals
// wider than 64 bits (0x...uwb).
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
#include <stddef.h>

typedef _BitInt(100) s100;
typedef unsigned _BitInt(100) u100;
typedef _BitInt(65) s65;
typedef unsigned _BitInt(128) u128;
typedef _BitInt(127) s127;

struct S { char c; s100 x; short h; u128 y; char d; };

static void show(const char *what, u128 v) {
    printf("%s %016llx%016llx\n", what, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__attribute__((noinline)) s100 mix(s100 a, int k, u100 b, s65 c) { return a * k - (s100)b + c; }
__attribute__((noinline)) u100 divmod(u100 a, u100 b, u100 *rem) { *rem = a % b; return a / b; }
__attribute__((noinline)) struct S pass(struct S s) { s.x += 1; s.y <<= 3; s.d++; return s; }
__attribute__((noinline)) s127 ashr(s127 v, int n) { return v >> n; }

static const s100 K = ((s100)1 << 90) - 12345;
static u100 table[3] = {1, (u100)1 << 99, ~(u100)0};

int main(void) {
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(s100), _Alignof(s100), sizeof(s65), _Alignof(u128),
           sizeof(struct S), _Alignof(struct S));
    printf("%zu %zu %zu %zu\n", offsetof(struct S, x), offsetof(struct S, h), offsetof(struct S, y), offsetof(struct S, d));
    u100 m = ~(u100)0;
    show("max100", m);
    show("wrap", (u128)(u100)(m + 3));
    s100 neg = -((s100)1 << 98) * 2;
    show("min100", (u128)neg);
    printf("cmp %d %d %d\n", neg < 0, (u100)neg > 0, K > (s100)1 << 89);
    show("K", (u128)K);
    s100 r = mix(K, -7, (u100)1 << 70, -((s65)1 << 63) * 2);
    show("mix", (u128)r);
    u100 rem, q = divmod(m, (u100)1000000007 * 1000000009, &rem);
    show("q", q);
    show("rem", rem);
    s100 sq = K / -99, sr = K % -99;
    show("sdiv", (u128)sq);
    printf("srem %lld\n", (long long)sr);
    show("ashr", (u128)ashr(-((s127)1 << 120), 100));
    double d = (double)K;
    printf("%.6e %.6e\n", d, (double)m);
    s100 back = (s100)-1.5e29;
    show("fromdouble", (u128)back);
    struct S s = {1, K, -2, (u128)3 << 100, 9};
    struct S t = pass(s);
    show("t.x", (u128)t.x);
    show("t.y", t.y);
    printf("%d %d %d\n", t.c, t.h, t.d);
    u128 acc = 0;
    for (int i = 0; i < 3; i++) acc = acc * 31 + table[i];
    show("acc", acc);
    s65 small = (s65)1 << 63;
    printf("%d %d\n", small > 0, (s65)((unsigned _BitInt(65))small * 2) == 0);
    show("lit", 0x123456789abcdef0123456789uwb);
    show("lit2", (u128)0x7fffffffffffffffffffffffffffffffwb);
    printf("%d %zu %zu\n", 0x10000000000000000wb > 0, sizeof(0x10000000000000000wb), sizeof(18446744073709551616uwb));
    return 0;
}
