/* A threaded interpreter with computed goto: a static dispatch table of label addresses,
   `goto *table[op]` after every instruction, labels in nested blocks. */
#include <stdio.h>

enum { PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, PRINT, HALT };

static long run(const int *code) {
    static const void *dispatch[] = { &&op_push, &&op_add, &&op_sub, &&op_mul, &&op_dup, &&op_swap, &&op_jnz, &&op_dec, &&op_print, &&op_halt };
    long stack[64];
    int sp = 0;
    const int *pc = code;
#define NEXT goto *dispatch[*pc++]
    NEXT;
op_push: stack[sp++] = *pc++; NEXT;
op_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
op_sub: sp--; stack[sp - 1] -= stack[sp]; NEXT;
op_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
op_swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } NEXT;
op_jnz: {
        int target = *pc++;
        if (stack[sp - 1] != 0) { pc = code + target; }
        NEXT;
    }
op_dec: stack[sp - 1]--; NEXT;
op_print: printf("%ld\n", stack[sp - 1]); NEXT;
op_halt: return sp > 0 ? stack[sp - 1] : -1;
#undef NEXT
}

int main(void) {
    /* 2 * 3 + 4 */
    int p1[] = { PUSH, 2, PUSH, 3, MUL, PUSH, 4, ADD, PRINT, HALT };
    /* a countdown loop: prints 4 3 2 1, leaves 0 */
    int p2[] = { PUSH, 4, PRINT, DEC, JNZ, 2, HALT };
    /* (7 - 2) * (7 - 2) with dup and swap */
    int p4[] = { PUSH, 2, PUSH, 7, SWAP, SUB, DUP, MUL, PRINT, HALT };
    run(p4);
    printf("%ld\n", run(p1));
    printf("%ld\n", run(p2));
    int p3[] = { PUSH, 5, DEC, JNZ, 2, PRINT, HALT };
    printf("%ld\n", run(p3));
    return 0;
}
