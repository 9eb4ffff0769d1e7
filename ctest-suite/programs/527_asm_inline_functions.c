/* Inline assembly inside static inline functions and macros used many times, asm in loops,
   asm with a "memory" clobber as a compiler barrier, empty asm keeping a value in a register. */
#include <stdio.h>

static inline int add_asm(int a, int b) { asm("addl %1, %0" : "+r"(a) : "g"(b)); return a; }
#define ROTL(x, n) ({ unsigned _v = (x); asm("roll %%cl, %0" : "+r"(_v) : "c"(n)); _v; })
#define BARRIER() asm volatile("" ::: "memory")

static int shared;

int main(void) {
    int s = 0;
    for (int i = 1; i <= 10; i++) s = add_asm(s, i);
    printf("%d\n", s);
    printf("%08x %08x\n", ROTL(0x80000001u, 1), ROTL(0x12345678u, 8));
    shared = 1;
    BARRIER();
    shared += 1;
    BARRIER();
    int kept = 42;
    asm("" : "+r"(kept));
    long wide = 1L << 40;
    asm("" : "+r"(wide));
    printf("%d %d %ld\n", shared, kept, wide);
    return 0;
}
