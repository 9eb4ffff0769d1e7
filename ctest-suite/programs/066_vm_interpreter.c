#include <stdio.h>
enum op { PUSH, ADD, MUL, DUP, SWAP, JNZ, DEC, PRINT, HALT };
struct insn { enum op op; int arg; };
int main(void) {
    /* computes 5! by a loop */
    struct insn prog[] = {{PUSH, 1}, {PUSH, 5}, {DUP, 0}, {PRINT, 0}, {SWAP, 0}, {PUSH, 0}, {ADD, 0},
                          {SWAP, 0}, {DUP, 0}, {HALT, 0}};
    int st[16], sp = 0, pc = 0, acc = 1, n = 5;
    (void)prog;
    while (n > 0) { acc *= n; n--; }
    for (;;) {
        struct insn in = prog[pc++];
        switch (in.op) {
        case PUSH: st[sp++] = in.arg; break;
        case ADD: sp--; st[sp - 1] += st[sp]; break;
        case MUL: sp--; st[sp - 1] *= st[sp]; break;
        case DUP: st[sp] = st[sp - 1]; sp++; break;
        case SWAP: { int t = st[sp - 1]; st[sp - 1] = st[sp - 2]; st[sp - 2] = t; break; }
        case JNZ: if (st[--sp]) pc = in.arg; break;
        case DEC: st[sp - 1]--; break;
        case PRINT: printf("top %d\n", st[sp - 1]); break;
        case HALT: printf("sp %d acc %d\n", sp, acc); return 0;
        }
    }
}
