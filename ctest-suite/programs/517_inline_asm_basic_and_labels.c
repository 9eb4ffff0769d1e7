// MLIR-TRANSLATE-DEVIATION: file-scope asm (llvm.module_asm) is dropped by mlir-translate-19, so its symbols do not link
/* Basic asm at file scope (defines a function and data in assembly) and in functions, asm
   labels on declarations (`__asm__("name")` renames the symbol), an explicit register
   variable (diagnosed by jcirc, used as an ordinary variable here). */
#include <stdio.h>

__asm__(".text\n"
        ".globl asm_triple\n"
        ".type asm_triple, @function\n"
        "asm_triple:\n"
        "  leal (%rdi,%rdi,2), %eax\n"
        "  ret\n");
__asm__(".data\n.globl asm_data\nasm_data: .long 77\n.text");

int asm_triple(int);
extern int asm_data;

int real_impl(int x) { return x * 5; }
int renamed(int x) __asm__("real_impl");
int shared_counter = 11;
extern int counter_alias __asm__("shared_counter");
static int helper(int x) __asm__("jcirc_helper_sym");
static int helper(int x) { return x - 1; }

int main(void) {
    asm("nop");
    __asm__ __volatile__("nop\n\tnop");
    printf("%d %d\n", asm_triple(14), asm_data);
    counter_alias += 1;
    printf("%d %d %d\n", renamed(3), shared_counter, helper(10));
    return 0;
}
