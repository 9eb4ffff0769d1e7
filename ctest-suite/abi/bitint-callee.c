#include "bitint-abi.h"

s255 bi_global = -((s255)1 << 250) + 99;
u192 bi_table[3] = {1, (u192)1 << 191, ~(u192)0};

s129 bi_add(s129 a, s129 b) { return a + b; }
u192 bi_mix(int i, u192 a, double d, u192 b, long l) { return a * (u192)i - b + (u192)d + (u192)l; }
s255 bi_many(s255 a, s255 b, s255 c, s255 d, s255 e, s255 f, s255 g, s255 h, int i1, int i2, int i3, int i4, int i5, int i6, int i7) {
    return a - b * 2 + c * 3 - d * 4 + e * 5 - f * 6 + g * 7 - h * 8 + i1 + i2 + i3 + i4 + i5 + i6 + i7;
}
u521 bi_div(u521 a, u521 b, u521 *rem) { *rem = a % b; return a / b; }
struct holder bi_holder(struct holder h, s129 x) { h.tag++; h.a = h.a * x; h.h--; h.b = ~h.b; bi_table[1] >>= 1; return h; }
s129 bi_apply(s129 (*f)(s129, s129), s129 a, s129 b) { return f(a, b) * 3; }
