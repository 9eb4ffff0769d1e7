/* Computed gotos share one dispatch per function on the scf path (cir-raise-to-scf's IndirectGotoDispatch): an
   interpreter whose every opcode ends in its own `goto *disptab[op]`, computed gotos out of nested loops, ifs and
   braced blocks with locals, a local table of label addresses chosen with ?:, recursion (the dispatch slot is per
   call), local labels of statement expressions (two sets of possible targets in one function: two dispatches),
   and a label-difference table. */
#include <stdio.h>
#include <string.h>

enum { PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, LOOP3, CALL, PRINT, HALT };

static int depth;

static long run(const int *code, long arg) {
    static const void *const disptab[] = {
        &&op_push, &&op_add, &&op_sub, &&op_mul, &&op_dup, &&op_swap,
        &&op_jnz, &&op_dec, &&op_loop3, &&op_call, &&op_print, &&op_halt,
    };
    long stack[64];
    int sp = 0;
    const int *pc = code;
    stack[sp++] = arg;
#define NEXT goto *disptab[*pc++]
    NEXT;
op_push: stack[sp++] = *pc++; NEXT;
op_add:  sp--; stack[sp - 1] += stack[sp]; NEXT;
op_sub:  sp--; stack[sp - 1] -= stack[sp]; NEXT;
op_mul:  sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_dup:  stack[sp] = stack[sp - 1]; sp++; NEXT;
op_swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } NEXT;
op_jnz: {
        int off = *pc++;
        if (stack[--sp] != 0) { pc += off; NEXT; }
    }
    NEXT;
op_dec:  stack[sp - 1]--; NEXT;
op_loop3:
    /* a computed goto out of two nested loops and a braced block with its own locals */
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            long local = i * 10 + j;
            stack[sp - 1] += local;
            if (stack[sp - 1] > 1000 && j == 1) { stack[sp - 1] %= 97; NEXT; }
        }
        while (stack[sp - 1] % 7 == 0) { stack[sp - 1] += 3; if (stack[sp - 1] > 500) NEXT; }
    }
    NEXT;
op_call:
    depth++;
    stack[sp - 1] = run(code + *pc++, stack[sp - 1] % 5);
    depth--;
    NEXT;
op_print: printf("  [depth %d] top %ld sp %d\n", depth, stack[sp - 1], sp); NEXT;
op_halt: return stack[sp - 1];
#undef NEXT
}

/* label addresses in a local array and a variable target picked with ?: */
static int classify(int x) {
    const void *where[3] = { &&neg, &&zero, &&pos };
    const void *target = x < 0 ? where[0] : x == 0 ? where[1] : where[2];
    int steps = 0;
again:
    steps++;
    goto *target;
neg:  if (x < -5) { x += 7; target = where[x < 0 ? 0 : x == 0 ? 1 : 2]; goto *target; }
      return -100 - steps * 10 + x;
zero: return steps;
pos:  if (x > 20) { x /= 3; target = where[2]; goto *(x > 20 ? target : &&again); }
      return 100 + steps * 10 + x;
}

/* two statement expressions with local labels: each computed goto may reach only its own block's labels */
#define SIGN(v) ({ __label__ m, z, p, out; static const void *t[] = { &&m, &&z, &&p }; int r_; \
    goto *t[((v) > 0) - ((v) < 0) + 1]; m: r_ = -1; goto out; z: r_ = 0; goto out; p: r_ = 1; out: r_; })
#define PARITY(v) ({ __label__ e, o, fin; const void *u[] = { &&e, &&o }; int q_; \
    goto *u[(v) & 1]; e: q_ = 2; goto fin; o: q_ = 3; fin: q_; })
static int signs(int a, int b) {
    int s = 0;
    for (int k = -2; k <= 2; k++) {
        int sg = SIGN(a * k - b);
        int pa = PARITY(a + k);
        s = s * 5 + sg + 1 + pa * 7;
    }
    return s;
}

/* a relocation-free table of label differences */
static int state_machine(const char *s) {
    static const int jump[] = { &&start - &&start, &&in_word - &&start, &&in_space - &&start };
    int words = 0, letters = 0;
    int st = 0;
    const char *p = s;
next:
    if (*p == 0) return words * 1000 + letters;
    goto *(&&start + jump[st]);
start:    st = *p == ' ' ? 2 : 1; if (st == 1) { words++; letters++; } p++; goto next;
in_word:  if (*p == ' ') st = 2; else letters++; p++; goto next;
in_space: if (*p != ' ') { st = 1; words++; letters++; } p++; goto next;
}

int main(void) {
    static const int prog[] = {
        PUSH, 3, MUL, PRINT, DUP, JNZ, 2, PUSH, 99, LOOP3, PRINT, CALL, 19, PUSH, 5, SWAP, PRINT, ADD, HALT,
        /* 19: a sub-program: count down to zero, then loop3 */
        PUSH, 1, ADD, DUP, PRINT, DEC, DUP, JNZ, -5, LOOP3, ADD, PRINT, HALT,
    };
    for (long a = 0; a < 4; a++) printf("run(%ld) = %ld\n", a, run(prog, a * 17 + 1));
    for (int x = -13; x <= 70; x += 9) printf("classify(%d) = %d\n", x, classify(x));
    printf("signs: %d %d %d %d\n", signs(1, 0), signs(3, 2), signs(-2, 5), signs(0, 0));
    const char *texts[] = { "", "one", "  two words ", "a b  c   d", "trailing   " };
    for (unsigned i = 0; i < sizeof texts / sizeof *texts; i++) printf("words('%s') = %d\n", texts[i], state_machine(texts[i]));
    return 0;
}
