// MLIR-TRANSLATE-DEVIATION: memory operands of inline asm need operand_attrs elementtype, which mlir-translate-19 misplaces (it crashes)
/* Extended inline assembly: outputs, inputs, read-write "+r", matching "0", early clobber "=&r",
   memory operands, immediates, named operands %[name], register constraints a/b/c/d/S/D,
   clobbers, volatile, operand modifiers, `$` immediates in AT&T syntax, %% and %=. */
#include <stdio.h>
#include <stdint.h>

static int add(int a, int b) { int r; __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b)); return r; }
static long lmul(long a, long b) { __asm__("imulq %1, %0" : "+r"(a) : "r"(b)); return a; }
static int named(int x, int y) { int out; asm("leal (%[x],%[y],2), %[o]" : [o] "=r"(out) : [x] "r"(x), [y] "r"(y)); return out; }
static unsigned regs(void) {
    unsigned a, b, c, d;
    asm volatile("movl $1, %%eax\n\tmovl $2, %%ebx\n\tmovl $3, %%ecx\n\tmovl $4, %%edx"
                 : "=a"(a), "=b"(b), "=c"(c), "=d"(d));
    return a * 1000 + b * 100 + c * 10 + d;
}
static void mem_store(int *p, int v) { asm("movl %1, %0" : "=m"(*p) : "r"(v)); }
static int mem_load(int *p) { int r; asm("movl %1, %0" : "=r"(r) : "m"(*p)); return r; }
static int imm(void) { int r; asm("movl %1, %0" : "=r"(r) : "i"(42)); return r; }
static int early(int a) { int r; asm("movl $7, %0\n\taddl %1, %0" : "=&r"(r) : "r"(a)); return r; }
static int low_byte(int x) { int r = 0; asm("movb %b1, %b0" : "+r"(r) : "r"(x)); return r; }
static uint64_t copy_si_di(void) {
    uint64_t src[2] = {0x1122334455667788ULL, 99}, dst[2] = {0, 0};
    void *s = src, *d = dst;
    long n = 2;
    asm volatile("rep movsq" : "+S"(s), "+D"(d), "+c"(n) : : "memory");
    return dst[0] + dst[1];
}
static int uid(void) { int r; asm("%=: movl $5, %0" : "=r"(r)); return r; }
static int bsr(unsigned x) { int r; asm("bsrl %1, %0" : "=r"(r) : "rm"(x) : "cc"); return r; }
static short sum16(short a, short b) { asm("addw %w1, %w0" : "+r"(a) : "r"(b)); return a; }
static double nop_double(double x) { asm volatile("" : "+x"(x)); return x; }
static int generic(int x) { int r; asm("movl %1, %0" : "=r"(r) : "g"(x + 1)); return r; }

int main(void) {
    int cell = 0;
    printf("%d %ld %d\n", add(3, 4), lmul(6, 7), named(5, 10));
    printf("%u\n", regs());
    mem_store(&cell, 123);
    printf("%d %d %d %d\n", cell, mem_load(&cell), imm(), early(3));
    printf("%d %llx\n", low_byte(0x1234), (unsigned long long)copy_si_di());
    printf("%d %d %d %d %g %d\n", uid(), uid(), bsr(1024), sum16(300, 45), nop_double(2.5), generic(8));
    return 0;
}
