/* Bit-fields in __attribute__((packed)) records: fields start at the very next bit and may
   straddle bytes and storage units; non-bit-field members lose their alignment. The bytes of
   the object show where each field lives. */
#include <stdio.h>
#include <string.h>
#include <stddef.h>

struct __attribute__((packed)) P {
    char c;
    unsigned a : 3;
    unsigned b : 30;     /* straddles five bytes */
    int i;               /* at an odd offset */
    signed s : 17;
    unsigned long long w : 50;
    short t;
};

struct Outer {           /* not packed: P inside keeps alignment 1 */
    char x;
    struct P p;
    int y;
};

static void dump(const char *what, const void *p, size_t n) {
    const unsigned char *c = p;
    printf("%-10s", what);
    for (size_t i = 0; i < n; i++) printf("%02x", c[i]);
    printf("\n");
}

int main(void) {
    struct P p;
    printf("sizeof P %zu align %zu, i@%zu t@%zu\n", sizeof(struct P), _Alignof(struct P),
           offsetof(struct P, i), offsetof(struct P, t));
    printf("sizeof Outer %zu, p@%zu y@%zu\n", sizeof(struct Outer), offsetof(struct Outer, p), offsetof(struct Outer, y));
    memset(&p, 0, sizeof p); p.a = 7; dump("a=7", &p, sizeof p);
    memset(&p, 0, sizeof p); p.b = 0x3fffffff; dump("b=all", &p, sizeof p);
    memset(&p, 0, sizeof p); p.s = -1; dump("s=-1", &p, sizeof p);
    memset(&p, 0, sizeof p); p.w = 0x3ffffffffffffULL; dump("w=all", &p, sizeof p);
    memset(&p, 0xff, sizeof p); p.b = 0x12345678 & 0x3fffffff; p.s = 0; dump("b,s", &p, sizeof p);
    printf("a=%u b=%x s=%d w=%llx i=%d\n", p.a, p.b, p.s, (unsigned long long)p.w, p.i);
    p.i = 0x01020304; p.t = -2; p.c = 'z';
    p.b += 5; p.s -= 3; p.w >>= 8;
    printf("a=%u b=%x s=%d w=%llx i=%x t=%d c=%c\n", p.a, p.b, p.s, (unsigned long long)p.w, p.i, p.t, p.c);

    struct Outer o[2];
    memset(o, 0, sizeof o);
    for (int k = 0; k < 2; k++) {
        o[k].x = (char)k; o[k].p.b = 1000 + k; o[k].p.s = -k - 1; o[k].p.i = 77 * k; o[k].y = -k;
    }
    dump("o[1]", &o[1], sizeof o[1]);
    printf("o: %d %u %d %d %d\n", o[1].x, o[1].p.b, o[1].p.s, o[1].p.i, o[1].y);
    struct P *pp = &o[0].p;
    pp->a = 5; pp->w = 123456789012345ULL;
    printf("pp: %u %llu\n", o[0].p.a, (unsigned long long)o[0].p.w);
    return 0;
}
