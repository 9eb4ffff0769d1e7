// C23 _BitInt(N) wider than 128 bits (clang-19 allows up to 8388608): layout as clang-19 on
// x86-64 (whole 8-byte limbs, aligned to 8) in structs and arrays, wrapping arithmetic at N bits,
// division and remainder, shifts, comparisons, conversions to and from integers and double,
// literals with wb/uwb, globals with constant initializers, passing and returning by value
// (in memory) with many arguments.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
#include <stddef.h>

typedef _BitInt(129) s129;
typedef unsigned _BitInt(129) u129;
typedef _BitInt(200) s200;
typedef unsigned _BitInt(256) u256;
typedef _BitInt(521) s521;
typedef unsigned _BitInt(1000) u1000;

struct S { char c; s129 x; short h; u256 y; char d; s200 z; };
struct T { int a; u129 arr[3]; };

/* prints a value limb by limb, most significant first */
static void show_u(const char *what, const unsigned long long *limbs, int n) {
    printf("%s", what);
    for (int i = n - 1; i >= 0; i--) printf(" %016llx", limbs[i]);
    printf("\n");
}
#define SHOW(what, T, v) do { T tmp_ = (v); unsigned long long l_[sizeof(T) / 8]; \
    for (int i_ = 0; i_ < (int)(sizeof(T) / 8); i_++) l_[i_] = (unsigned long long)(tmp_ >> (64 * i_)); \
    show_u(what, l_, (int)(sizeof(T) / 8)); } while (0)

static s200 g200 = -((s200)1 << 190) + 77;
static u256 g256 = 0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210uwb;
static u129 garr[4] = {1, (u129)1 << 128, ~(u129)0, 12345};
static struct S gs = {'a', -5, 7, (u256)1 << 255, 'z', 123456789};
static const s521 big = (s521)1 << 500;
static struct T gt = {9, {1, 2, 3}};

__attribute__((noinline)) s200 add3(s200 a, s200 b, s200 c) { return a + b + c; }
__attribute__((noinline)) u256 muladd(u256 a, u256 b, int k) { return a * b + k; }
__attribute__((noinline)) u129 many(u129 a, int i1, u129 b, int i2, u129 c, int i3, u129 d, int i4,
                                    u129 e, int i5, u129 f, int i6, u129 g, double x) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + i1 + i2 + i3 + i4 + i5 + i6 + (u129)x;
}
__attribute__((noinline)) struct S bump(struct S s) { s.x -= 1; s.y >>= 3; s.z *= -3; s.d++; return s; }
__attribute__((noinline)) s521 divs(s521 a, s521 b, s521 *rem) { *rem = a % b; return a / b; }
__attribute__((noinline)) u1000 divu(u1000 a, u1000 b, u1000 *rem) { *rem = a % b; return a / b; }
__attribute__((noinline)) s200 shl(s200 v, int n) { return (s200)((unsigned _BitInt(200))v << n); }
__attribute__((noinline)) s200 shr(s200 v, int n) { return v >> n; }
__attribute__((noinline)) u256 lshr(u256 v, int n) { return v >> n; }
__attribute__((noinline)) double todouble(s521 v) { return (double)v; }
__attribute__((noinline)) s521 fromdouble(double d) { return (s521)d; }

int main(void) {
    printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(s129), sizeof(s200), sizeof(u256), sizeof(s521),
           sizeof(u1000), sizeof(_BitInt(8388608)));
    printf("aligns %zu %zu %zu %zu\n", _Alignof(s129), _Alignof(s200), _Alignof(u256), _Alignof(u1000));
    printf("struct S %zu %zu: %zu %zu %zu %zu %zu\n", sizeof(struct S), _Alignof(struct S), offsetof(struct S, x),
           offsetof(struct S, h), offsetof(struct S, y), offsetof(struct S, d), offsetof(struct S, z));
    printf("struct T %zu %zu; arrays %zu %zu\n", sizeof(struct T), offsetof(struct T, arr[2]), sizeof(garr),
           sizeof(s200[5]));

    /* wrap-around at N bits */
    u129 m = ~(u129)0;
    SHOW("max129", u129, m);
    SHOW("wrap129", u129, m + 3);
    s129 smax = (s129)(m >> 1);
    SHOW("smax129+1", s129, (s129)((u129)smax + 1));
    printf("neg %d %d %d\n", (s129)((u129)smax + 1) < 0, smax > 0, (s200)-1 < (s200)0);
    u256 x = g256;
    SHOW("g256", u256, x);
    SHOW("g256*g256", u256, x * x);
    SHOW("-g256", u256, -x);
    SHOW("g200", s200, g200);
    SHOW("big", s521, big);
    SHOW("big*big", s521, (s521)((unsigned _BitInt(521))big * (unsigned _BitInt(521))big));

    /* bitwise and shifts */
    SHOW("and", u256, x & ~((u256)0xffff << 100));
    SHOW("or", u256, x | 1);
    SHOW("xor", u256, x ^ (x >> 7));
    SHOW("shl", s200, shl(g200, 5));
    SHOW("shr", s200, shr(g200, 100));
    SHOW("lshr", u256, lshr(x, 199));
    printf("cmp %d %d %d %d\n", x > (u256)1 << 254, g200 < 0, big > (s521)g200, (u129)-1 == m);

    /* division and remainder */
    s521 r, q = divs(big + 12345, -(s521)1000000007, &r);
    SHOW("sdiv", s521, q);
    SHOW("srem", s521, r);
    u1000 ur, uq = divu(~(u1000)0, (u1000)0xfffffffffffffffbull * 0xffffffffffffffc5ull * 3, &ur);
    SHOW("udiv", u1000, uq);
    SHOW("urem", u1000, ur);
    printf("small div %lld %lld\n", (long long)((s200)-1000 / 7), (long long)((s200)-1000 % 7));

    /* conversions */
    double d = todouble(big);
    printf("todouble %.17g %.17g %.17g\n", d, todouble(-(s521)123456789), (double)m);
    SHOW("fromdouble", s521, fromdouble(-1.5e150));
    SHOW("fromfloat", u256, (u256)3.0e38f);
    printf("narrow %d %u %lld\n", (int)g200, (unsigned)x, (long long)(s129)-77);
    long long ll = -42;
    SHOW("widen", s200, ll);
    SHOW("widenu", u256, (unsigned long long)ll);
    SHOW("128", u256, (unsigned __int128)ll);

    /* calls in memory, many arguments */
    SHOW("add3", s200, add3(g200, 1, -(s200)2));
    SHOW("muladd", u256, muladd(x, 3, -1));
    SHOW("many", u129, many(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, m, 100.0));

    /* struct members, globals, arrays */
    struct S t = bump(gs);
    printf("S %d %d %d\n", t.c, t.h, t.d);
    SHOW("t.x", s129, t.x);
    SHOW("t.y", u256, t.y);
    SHOW("t.z", s200, t.z);
    u129 acc = 0;
    for (int i = 0; i < 4; i++) acc = acc * 31 + garr[i];
    SHOW("acc", u129, acc);
    garr[1] += garr[2];
    SHOW("garr1", u129, garr[1]);
    gt.arr[1] -= 3;
    SHOW("gt", u129, gt.arr[0] + gt.arr[1] + gt.arr[2]);
    s200 loc[3] = {g200, -g200, 0};
    loc[2] = loc[0] + loc[1];
    printf("loc %d\n", loc[2] == 0);

    /* literals */
    SHOW("lit", u256, 0x123456789abcdef0123456789abcdef0123456789uwb);
    SHOW("lit2", s200, -0x7fffffffffffffffffffffffffffffffffffffffffffffffffwb);
    printf("litsizes %zu %zu\n", sizeof(0x123456789abcdef0123456789abcdef0123456789uwb),
           sizeof(340282366920938463463374607431768211456wb));
    return 0;
}
