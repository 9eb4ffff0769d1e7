/* Bit-fields reached through pointers, arrays of records and nested records inside loops (where
   -O2 keeps values in registers): const volatile fields as csmith declares them, fields used as
   loop counters and conditions, a pointer walking an array of packed records, bit-fields of a
   record nested in a union. */
#include <stdio.h>
#include <stdint.h>

#pragma pack(push)
#pragma pack(1)
struct S0 {
    const volatile signed f0 : 19;
    volatile signed f1 : 28;
    unsigned f2 : 14;
    unsigned f3 : 2;
    const uint64_t f4;
    signed f5 : 30;
};
#pragma pack(pop)

struct Inner { unsigned lo : 4, hi : 4; signed mid : 10; };
struct Outer { char tag; struct Inner in[3]; unsigned long long wide : 48; };
union Box { struct Inner in; uint32_t word; };

static struct S0 g[4] = {
    { -155, 3027, 90, 1, 0x03C69C835A82D269ULL, -17130 },
    { 23, 7804, 118, 0, 9, 16709 },
    { -642, 15803, 109, 3, 0xB185BCDF6CC9C5A3ULL, 23055 },
    { 457, 11609, 94, 2, 5, -9947 },
};

static uint32_t crc;
static void mix(uint64_t v) { crc = (crc ^ (uint32_t)v) * 16777619u + (uint32_t)(v >> 32); }

int main(void) {
    for (struct S0 *p = g; p < g + 4; p++) {
        p->f1 = p->f1 + p->f0;
        p->f2 -= p->f3;
        p->f5 ^= (int)(p->f4 & 0xffff);
        mix(p->f0); mix(p->f1); mix(p->f2); mix(p->f3); mix(p->f4); mix(p->f5);
    }
    printf("crc %08x\n", crc);

    struct Outer o = { 'o', { { 1, 2, -3 }, { 4, 5, 6 }, { 7, 8, -9 } }, 0 };
    for (int round = 0; round < 5; round++)
        for (int i = 0; i < 3; i++) {
            struct Inner *q = &o.in[i];
            q->lo += q->hi;
            q->hi = q->lo ^ round;
            q->mid = q->mid * 3 - q->lo;
            o.wide += (unsigned long long)q->mid << 20;
        }
    for (int i = 0; i < 3; i++) printf("in[%d] %u %u %d\n", i, o.in[i].lo, o.in[i].hi, o.in[i].mid);
    printf("wide %llx\n", (unsigned long long)o.wide);

    /* a 2-bit field as a loop counter, the loop condition reads it every time */
    struct S0 *c = &g[0];
    int n = 0;
    for (c->f3 = 0; c->f3 < 3; c->f3++) n += c->f3;
    printf("n %d f3 %u\n", n, c->f3);

    union Box box = { .word = 0xdeadbeef };
    box.in.mid += 100;
    box.in.lo = box.in.hi;
    printf("box %08x %u %u %d\n", box.word, box.in.lo, box.in.hi, box.in.mid);
    return 0;
}
