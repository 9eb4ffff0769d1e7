/* Records larger than 2^60 bytes (gcc torture 991014-1): sizeof, member offsets and union sizes
   are exact up to PTRDIFF_MAX (the layout in bits would overflow); no object is created. Also
   bit-fields placed after a huge array. */
#include <stdio.h>
#include <stddef.h>

#define bufsize ((1L << (8 * sizeof(size_t) - 2)) - 256)

struct huge_struct { short buf[bufsize]; int a; int b; int c; int d; };
union huge_union { int a; char buf[bufsize]; };
struct huge_bits { char buf[bufsize * 2 - 64]; unsigned x : 3; unsigned y : 30; long z; };

int main(void) {
    printf("%zu %zu\n", sizeof(union huge_union), sizeof(struct huge_struct));
    printf("%zu %zu\n", offsetof(struct huge_struct, a), (size_t)&((struct huge_struct *)0)->d);
    printf("%zu %zu\n", sizeof(struct huge_bits), offsetof(struct huge_bits, z));
    printf("%d\n", sizeof(struct huge_struct) == sizeof(short) * bufsize + 4 * sizeof(int));
    return 0;
}
