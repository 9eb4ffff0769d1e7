// MLIR-TRANSLATE-DEVIATION: memory operands of inline asm need operand_attrs elementtype, which mlir-translate-19 misplaces (it crashes)
/* Inline assembly for bit operations: bsf/bsr, bswap, xchg, lock cmpxchg and xadd with memory
   operands, popcnt-free parity via setp, rdtsc monotonicity, multi-output division. */
#include <stdio.h>
#include <stdint.h>

static unsigned bsf(unsigned x) { unsigned r; asm("bsfl %1, %0" : "=r"(r) : "rm"(x) : "cc"); return r; }
static uint32_t bswap32(uint32_t x) { asm("bswap %0" : "+r"(x)); return x; }
static void swap(int *a, int *b) { int t = *a; asm("xchgl %0, %1" : "+r"(t), "+m"(*b)); *a = t; }
static int cas(int *p, int expect, int desired) {
    int prev;
    asm volatile("lock cmpxchgl %2, %1" : "=a"(prev), "+m"(*p) : "r"(desired), "0"(expect) : "memory", "cc");
    return prev;
}
static int fetch_add(int *p, int v) { asm volatile("lock xaddl %0, %1" : "+r"(v), "+m"(*p) : : "memory"); return v; }
static int parity_even(unsigned char x) { unsigned char r; asm("testb %1, %1\n\tsetp %0" : "=q"(r) : "q"(x) : "cc"); return r; }
static uint64_t rdtsc(void) { uint32_t lo, hi; asm volatile("rdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi << 32) | lo; }
static void divmod(unsigned n, unsigned d, unsigned *q, unsigned *r) {
    unsigned qq, rr;
    asm("divl %4" : "=a"(qq), "=d"(rr) : "0"(n), "1"(0), "rm"(d) : "cc");
    *q = qq; *r = rr;
}

int main(void) {
    int a = 1, b = 2, cell = 5, counter = 10;
    unsigned q, r;
    printf("%u %u %08x\n", bsf(8), bsf(0x100), bswap32(0x11223344));
    swap(&a, &b);
    printf("%d %d\n", a, b);
    int c1 = cas(&cell, 5, 9), v1 = cell;
    int c2 = cas(&cell, 5, 7), v2 = cell;
    int f1 = fetch_add(&counter, 3);
    printf("%d %d %d %d\n", c1, v1, c2, v2);
    printf("%d %d\n", f1, counter);
    printf("%d %d %d\n", parity_even(3), parity_even(7), parity_even(0));
    uint64_t t1 = rdtsc(), t2 = rdtsc();
    printf("%d\n", t2 >= t1);
    divmod(100, 7, &q, &r);
    printf("%u %u\n", q, r);
    return 0;
}
