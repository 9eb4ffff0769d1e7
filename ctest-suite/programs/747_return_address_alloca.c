#include <stdio.h>
#include <alloca.h>
/* __builtin_return_address(1) walks the frame chain: a caller that calls alloca keeps its frame
   pointer and makes no sibling call, as in gcc; and a function attribute written after the '*' of a
   pointer return type (here through a macro) applies to the function, as in gcc, so these stay
   separate functions (torture 20010122-1 at -O2: LLVM inlined test4a, made alloca(4) a fixed slot,
   dropped test4's frame pointer and turned its call into a jump). */
#define NOINLINE __attribute__((noinline))

void *test4a(char *);
void *NOINLINE direct(void) { return __builtin_return_address(0); }
void *NOINLINE viaAlloca(void) {
    char *save = (char *)alloca(4);
    return test4a(save);
}
void *NOINLINE test4a(char *p) { return __builtin_return_address(1); }

void *(*table[2])(void) = {direct, viaAlloca};
void *results[2];
NOINLINE void callAt(int i) { results[i] = table[i](); }

int main(void) {
    callAt(0);
    callAt(1);
    printf("return address of the alloca caller = the direct one: %d\n", results[0] == results[1]);
    return 0;
}
