#include <stdio.h>
/* gcc gives a bit-field of a 64-bit type whose width w is 33..63 a w-bit type: arithmetic on it
   wraps at 2^w, an int operand converts to it (x.u40 == -1 holds for 2^40-1), two such fields
   meet in the wider width, a 64-bit operand makes the operation 64-bit. A 32-bit field of an
   unsigned 64-bit type is unsigned int. (gcc's bitfld-3, bitfld-5, pr32244-1, pr34971.) */
struct s {
    unsigned long long u40 : 40;
    unsigned long long u33 : 33;
    long long s40 : 40;
    long long s33 : 33;
    unsigned long long u32 : 32;
    unsigned long u48 : 48;
} x;

typedef unsigned long long u64;

static u64 rotate40(void) { return (x.u40 << 8) + (x.u40 >> 32); }

int main(int argc, char **argv) {
    (void)argv;
    x.u40 = 0xFFFFFFFFFFull; x.u33 = 0x1FFFFFFFFull; x.s40 = -2; x.s33 = -3;
    x.u32 = 0xFFFFFFFF; x.u48 = 0xFFFFFFFFFFFFul;
    printf("%llx %llx %llx\n", (u64)(x.u40 + x.u40), (u64)(x.u40 + -1), (u64)(x.u40 + 1ull));
    printf("%d %d %d\n", x.u40 == -1, x.u40 + 1 > 0, (x.u40 - 1) < 0);
    printf("%llx %llx %llx\n", (u64)(x.u40 + x.u33), (u64)(x.u40 + 1u), (u64)(x.u40 + x.u48));
    printf("%zu %zu %llx\n", sizeof(x.u40 + 0), sizeof(x.u32 + 0), (u64)(x.u32 + x.u32));
    printf("%llx %llx %llx\n", (u64)(x.u40 << 4), (u64)(-x.u40), (u64)(~x.u33));
    printf("%llx %llx %llx\n", (u64)(x.u40 | -1), (u64)(x.u40 / -1), (u64)(x.u40 % 7));
    printf("%llx %llx\n", (u64)(x.s40 * 3), (u64)(x.s40 - 1));
    printf("%llx %llx %llx\n", (u64)(x.s40 + x.u33), (u64)(x.u40 + x.s33), (u64)(x.s33 + x.u33));
    printf("%llx %llx\n", (u64)(x.u48 + 1), (u64)(x.u40 * 1L));
    printf("%llx %llx\n", (u64)(argc > 5 ? x.u40 : -1), (u64)(x.u40 > 0 ? x.u40 + 1 : 0));
    printf("%llx\n", (u64)((x.u40 = 0) - 1));
    x.u40 = 0x0100000001ull;
    printf("%llx\n", rotate40());
    x.u40 = 0x100;
    printf("%llx %llx\n", (u64)(x.u40 << 32), (u64)(x.u40 - 0x101) + 8);
    return 0;
}
