/* Signed and unsigned bit-fields: sign extension on read, truncation on write, the value of an
   assignment expression (the stored, truncated value), promotions (an unsigned field narrower
   than int promotes to int; unsigned : 32 stays unsigned). */
#include <stdio.h>

struct S {
    signed a : 5;
    unsigned b : 5;
    int c : 1;          /* plain int bit-fields are signed in gcc */
    unsigned d : 32;
    signed e : 32;
    unsigned f : 31;
    char g : 3;
    unsigned char h : 7;
    short i : 12;
    unsigned short j : 16;
};

static struct S gs;

int main(void) {
    struct S s = {0};
    int r;
    s.a = 15; printf("a=15 -> %d\n", s.a);
    s.a = 16; printf("a=16 -> %d\n", s.a);
    s.a = -17; printf("a=-17 -> %d\n", s.a);
    s.b = 33; printf("b=33 -> %u\n", s.b);
    s.b = -1; printf("b=-1 -> %u\n", s.b);
    s.c = 1; printf("c=1 -> %d\n", s.c);
    r = (s.a = 100); printf("(a = 100) = %d, a = %d\n", r, s.a);
    r = (s.b = 100); printf("(b = 100) = %d, b = %d\n", r, s.b);
    /* promotions: b promotes to int, so b - 40 is negative; d is unsigned int */
    s.b = 3; s.d = 3;
    printf("b - 40 < 0: %d, d - 40 < 0: %d\n", s.b - 40 < 0, s.d - 40 < 0);
    printf("sizeof(b + 0) = %zu, sizeof(d + 0) = %zu\n", sizeof(s.b + 0), sizeof(s.d + 0));
    s.e = -2147483647 - 1; s.f = 0x7fffffff;
    printf("e = %d, f = %u, f + 1L = %ld\n", s.e, s.f, s.f + 1L);
    s.g = 5; s.h = 200; s.i = 2047; s.j = 65535;
    printf("g = %d, h = %d, i = %d, j = %d\n", s.g, s.h, s.i, s.j);
    s.i = s.i + 1; s.j = s.j + 1;
    printf("i+1 = %d, j+1 = %d\n", s.i, s.j);
    /* mixing fields in expressions */
    gs.a = -3; gs.b = 31; gs.i = -2000;
    printf("mix: %d %d %ld\n", gs.a * gs.b, gs.b / gs.a, (long)gs.i * gs.a);
    printf("shift: %d %d\n", gs.a >> 1, gs.b << 26);
    printf("sizeof(struct S) = %zu\n", sizeof(struct S));
    return 0;
}
