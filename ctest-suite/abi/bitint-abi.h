// The functions bitint-callee.c defines and bitint-caller.c calls: C23 _BitInt(N) above 128 bits,
// which the x86-64 psABI passes in memory (byval pointers) and returns through a hidden sret pointer
// (AbiInteropTest's clang-19 pair).
typedef _BitInt(129) s129;
typedef unsigned _BitInt(192) u192;
typedef _BitInt(255) s255;
typedef unsigned _BitInt(521) u521;

struct holder { char tag; s129 a; short h; u192 b; };

s129 bi_add(s129 a, s129 b);
u192 bi_mix(int i, u192 a, double d, u192 b, long l);
s255 bi_many(s255 a, s255 b, s255 c, s255 d, s255 e, s255 f, s255 g, s255 h, int i1, int i2, int i3, int i4, int i5, int i6, int i7);
u521 bi_div(u521 a, u521 b, u521 *rem);
struct holder bi_holder(struct holder h, s129 x);
s129 bi_apply(s129 (*f)(s129, s129), s129 a, s129 b);
extern s255 bi_global;
extern u192 bi_table[3];
