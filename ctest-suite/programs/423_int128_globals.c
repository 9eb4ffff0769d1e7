// __int128 objects with static storage: globals and statics whose initializers fit in 64 bits
// (sign-extended to 128), static arrays, structs, and values beyond 64 bits built at run time.
// (Constant expressions wider than 64 bits in static initializers are a known gap: docs/frontend.md.)
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static u128 big = 0xfedcba9876543210ULL;
i128 neg = -12345;
static const i128 table[4] = {0, -1, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1};
struct Holder { int tag; u128 value; } holder = {3, 0xffffffffffffffffULL};

static void hex(u128 v) { printf("%016llx%016llx\n", (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    hex(big);
    hex((u128)neg);
    for (int i = 0; i < 4; i++) hex((u128)table[i]);
    holder.value *= 16;
    printf("%d ", holder.tag);
    hex(holder.value);
    static i128 counter = 5;
    counter <<= 70;
    hex((u128)counter);
    big = (big << 64) | big;
    hex(big);
    neg *= big;
    hex((u128)neg);
    printf("sizes %zu %zu %zu\n", sizeof(i128), _Alignof(u128), sizeof table);
    return 0;
}
