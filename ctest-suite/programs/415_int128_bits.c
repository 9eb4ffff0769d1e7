// __int128 shifts (every amount 0..127), bitwise operators, comparisons (signed and unsigned),
// negation and complement.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void hex(u128 v) { printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    u128 one = 1;
    unsigned long long check = 0;
    for (int s = 0; s < 128; s++) {
        u128 v = one << s;
        check = check * 31 + (unsigned long long)(v >> 64) + (unsigned long long)v + (unsigned long long)((v >> s) == 1);
    }
    printf("shl check %llu\n", check);
    i128 neg = -((i128)0x123456789abcdefLL << 40);
    for (int s = 0; s < 128; s += 17) {
        printf("sar %3d ", s); hex((u128)(neg >> s)); printf("  shr "); hex((u128)neg >> s); printf("\n");
    }
    u128 a = ((u128)0xdeadbeefcafebabeULL << 64) | 0x0123456789abcdefULL;
    u128 b = ((u128)0xffff0000ffff0000ULL << 64) | 0x00ff00ff00ff00ffULL;
    printf("and "); hex(a & b); printf("\nor  "); hex(a | b); printf("\nxor "); hex(a ^ b); printf("\nnot "); hex(~a); printf("\n");
    printf("neg "); hex((u128)-(i128)a); printf("\n");
    i128 sa = (i128)a, sb = (i128)b;
    printf("signed cmp %d %d %d %d %d %d\n", sa < sb, sa > sb, sa <= sa, sa >= sb, sa == sb, sa != sb);
    printf("unsigned cmp %d %d %d %d\n", a < b, a > b, a <= b, a >= a);
    printf("mixed cmp %d %d %d\n", sa < 0, (u128)sa > (u128)0, (i128)-1 < (i128)1);
    u128 c = a;
    c <<= 3; c >>= 7; c |= 1; c &= ~(u128)2; c ^= (u128)1 << 100;
    printf("compound "); hex(c); printf("\n");
    int shift = 64;
    printf("var shift "); hex(one << shift); printf(" "); hex(a >> shift); printf("\n");
    printf("bool %d %d\n", !(u128)0, !!((u128)1 << 100));
    return 0;
}
