/* x86-64 psABI as gcc and clang implement it: the caller sign/zero-extends char, short and _Bool
   arguments to 32 bits, and clang-built callees rely on it. The callees here are written in
   assembly that uses the whole 32-bit register, as clang's code does; a caller that passes the
   narrow value with stale upper bits gets the wrong answer (jcirc did, before it marked its call
   arguments signext/zeroext). Direct and indirect calls. */
// MLIR-TRANSLATE-DEVIATION: the callees are file-scope asm, which -emit-scf does not carry (no llvm.module_asm in its output yet), so the mlir-translate build does not link
#include <stdio.h>

__asm__(".text\n"
        ".globl raw_sc\n raw_sc: movl %edi, %eax\n ret\n"
        ".globl raw_uc\n raw_uc: movl %edi, %eax\n ret\n"
        ".globl raw_ss\n raw_ss: movl %edi, %eax\n ret\n"
        ".globl raw_us\n raw_us: movl %edi, %eax\n ret\n"
        ".globl raw_b\n raw_b: movl %edi, %eax\n ret\n"
        ".globl raw_mix\n raw_mix: leal (%rdi,%rsi), %eax\n addl %edx, %eax\n ret\n");

int raw_sc(signed char c);
int raw_uc(unsigned char c);
int raw_ss(short s);
int raw_us(unsigned short s);
int raw_b(_Bool b);
int raw_mix(signed char a, unsigned short b, _Bool c);

int main(void) {
    volatile int x = 0x12345681;
    volatile int y = 0x7fff8001;
    printf("%d %d %d %d %d\n", raw_sc((signed char)x), raw_uc((unsigned char)x), raw_ss((short)y), raw_us((unsigned short)y),
           raw_b((_Bool)(x & 0x200)));
    int (*fp)(signed char, unsigned short, _Bool) = raw_mix;
    printf("%d %d\n", raw_mix((signed char)x, (unsigned short)y, x != 0), fp((signed char)y, (unsigned short)x, (_Bool)0));
    return 0;
}
