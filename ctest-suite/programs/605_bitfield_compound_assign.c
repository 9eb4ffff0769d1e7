/* Compound assignment on bit-fields: every operator, with results that wrap to the field width
   (unsigned) or are reduced modulo 2^width (signed, as gcc does); the expression's value is the
   stored field value; the operand is read once (side effects in the lvalue happen once). */
#include <stdio.h>

struct B {
    signed s : 7;
    unsigned u : 9;
    unsigned v : 32;
    int w : 17;
    unsigned char c : 4;
};

static int calls;
static struct B arr[3];
static struct B *pick(int i) { calls++; return &arr[i]; }

int main(void) {
    struct B b = { 10, 300, 7, -1000, 9 };
    printf("%d\n", b.s += 60);          /* 70 -> -58 */
    printf("%d\n", b.s -= 100);         /* -158 -> -30 */
    printf("%d\n", b.s *= 5);           /* -150 -> -22 */
    printf("%d\n", b.s /= -4);          /* 5 */
    printf("%d\n", b.s %= 3);           /* 2 */
    printf("%d\n", b.s <<= 6);          /* 128 -> 0 */
    b.s = -64;
    printf("%d\n", b.s >>= 2);          /* -16 */
    printf("%d\n", b.s |= 0x41);        /* -16 | 65 = -15 */
    printf("%d\n", b.s &= 0x3c);        /* 48 */
    printf("%d\n", b.s ^= 0x7f);        /* 79 -> -49 */

    printf("%u\n", b.u += 300);         /* 600 -> 88 */
    printf("%u\n", b.u -= 100);         /* -12 -> 500 */
    printf("%u\n", b.u *= 3);           /* 1500 -> 476 */
    printf("%u\n", b.u <<= 4);          /* 7616 -> 448 */
    printf("%u\n", b.u >>= 3);          /* 56 */
    printf("%u\n", b.u /= 5);           /* 11 */

    printf("%u\n", b.v *= 0x40000000u); /* wraps at 32 bits */
    printf("%u\n", b.v -= 1);
    printf("%d\n", b.w += 70000);       /* 69000 -> 69000 - 131072 = -62072 */
    printf("%d\n", b.w *= -3);
    printf("%u\n", b.c += 9);           /* 18 -> 2 */
    printf("%u\n", b.c -= 3);           /* -1 -> 15 */

    /* mixed with floating point and wider types */
    b.w = 100;
    b.w *= 2.75;                        /* 275 */
    b.u = 7;
    b.u += 0x100000000LL;               /* 2^32 + 7 -> 7 */
    printf("%d %u\n", b.w, b.u);

    /* the lvalue is evaluated once */
    calls = 0;
    pick(1)->u += 5;
    pick(1)->s -= 3;
    pick(2)->w++;
    printf("calls=%d arr1 u=%u s=%d arr2 w=%d\n", calls, arr[1].u, arr[1].s, arr[2].w);
    return 0;
}
