// C23 _BitInt(N) / unsigned _BitInt(N) up to 64 bits: sizes and alignments (clang-19's x86-64
// layout), wrapping at N bits, no integer promotion, the usual arithmetic conversions against
// standard types, wb/uwb literals, conversions, passing and returning, struct members, arrays,
// constant initializers.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>

#define SHOW(N) printf("%d:%zu/%zu ", N, sizeof(_BitInt(N)), _Alignof(unsigned _BitInt(N)));

typedef unsigned _BitInt(7) u7;
struct packet { char tag; _BitInt(12) value; unsigned _BitInt(33) wide; u7 small; };

static _BitInt(12) add12(_BitInt(12) a, _BitInt(12) b) { return a + b; }
static unsigned _BitInt(40) mul40(unsigned _BitInt(40) a, unsigned _BitInt(40) b) { return a * b; }
static struct packet make(int v) { struct packet p = {'p', v, (unsigned _BitInt(33))v << 20, v}; return p; }

static u7 table[3] = {100, 127, 3};
static const _BitInt(20) folded = (_BitInt(20))524287 + 1;     // wraps at compile time

int main(void) {
    SHOW(2) SHOW(7) SHOW(8) SHOW(9) SHOW(16) SHOW(17) SHOW(33) SHOW(63) SHOW(64)
    printf("\n");

    unsigned _BitInt(7) u = 127;
    u++;
    _BitInt(7) s = 63;
    printf("%d %d %d\n", (int)u, (int)(s + 1wb), (int)(_BitInt(7))-64);

    unsigned _BitInt(8) a = 200, b = 100;
    printf("%d %d\n", (int)(a + b), (int)(a + (b + 0)));    // wraps at 8 bits; with an int operand: an int
    printf("%s %s %s\n", _Generic(1wb, _BitInt(2): "bi2", default: "other"),
           _Generic(255uwb, unsigned _BitInt(8): "ubi8", default: "other"),
           _Generic(a * 1u, unsigned int: "uint", default: "other"));

    printf("%d %llu\n", (int)add12(2000, 100), (unsigned long long)mul40(1u << 20, 1u << 21));
    unsigned _BitInt(33) big = 0x1'FFFF'FFFFuwb;
    big += 2;
    _BitInt(5) neg = -3;
    unsigned _BitInt(5) un = neg;
    printf("%llu %d %d %d %d\n", (unsigned long long)big, (int)un, (int)(neg >> 1), (int)(neg * 6), (int)(neg / 2));

    long conv = (_BitInt(10))1023;
    double d = (_BitInt(9))-200;
    _BitInt(24) fromd = 1e6;
    printf("%ld %.1f %d %d\n", conv, d, (int)fromd, (_BitInt(3))3 > (_BitInt(3))-4);

    struct packet p = make(3000);
    printf("%c %d %llu %d %zu\n", p.tag, (int)p.value, (unsigned long long)p.wide, (int)p.small, sizeof p);
    int sum = 0;
    for (unsigned i = 0; i < 3; i++) sum += table[i] + 1;   // u7 + int is int
    printf("%d %d\n", sum, (int)folded);
    return 0;
}
