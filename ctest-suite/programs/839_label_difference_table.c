// GNU labels as values in a position-independent dispatch table: `&&op - &&base` in a static initializer
// (an integer the assembler computes; no relocation), the way threaded interpreters keep their jump
// tables relocation-free (gcc's manual, "Labels as Values"; torture pr70460). It was "initializer
// element is not a compile-time constant".
#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, PRINT, JNZ_DEC, HALT };

static long run(const int *code) {
    static const int offsets[] = {
        &&op_push - &&op_push, &&op_add - &&op_push, &&op_mul - &&op_push, &&op_dup - &&op_push,
        &&op_print - &&op_push, &&op_jnz_dec - &&op_push, &&op_halt - &&op_push,
    };
    static const short short_offsets[] = { &&op_halt - &&op_push, &&op_push - &&op_halt };
    long stack[64];
    int sp = 0, pc = 0, counter = 3;
    long steps = 0;
    if (short_offsets[0] != -short_offsets[1]) return -1;
#define NEXT do { steps++; goto *(&&op_push + offsets[code[pc++]]); } while (0)
    NEXT;
op_push:
    stack[sp++] = code[pc++];
    NEXT;
op_add:
    sp--; stack[sp - 1] += stack[sp];
    NEXT;
op_mul:
    sp--; stack[sp - 1] *= stack[sp];
    NEXT;
op_dup:
    stack[sp] = stack[sp - 1]; sp++;
    NEXT;
op_print:
    printf("top = %ld (sp %d)\n", stack[sp - 1], sp);
    NEXT;
op_jnz_dec:
    if (--counter > 0) { pc = code[pc]; NEXT; }
    pc++;
    NEXT;
op_halt:
    return steps * 1000 + stack[sp - 1];
}

int main(void) {
    static const int program[] = {
        PUSH, 2, PUSH, 3, ADD, PRINT,        // 5
        DUP, MUL, PRINT,                     // 25, then 625, then 390625
        JNZ_DEC, 6,
        PUSH, 7, ADD, PRINT, HALT,
    };
    printf("result %ld\n", run(program));
    return 0;
}
