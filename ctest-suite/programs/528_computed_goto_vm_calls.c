/* A bytecode VM with computed goto: jumps, conditional branches, calls and returns on a
   return stack, dispatch through a local table built from label addresses at run time. */
#include <stdio.h>

enum { LIT, ADD, SUB, LT, JZ, JMP, CALL, RET, DUP, DROP, OUT, END };

static long vm(const long *code, long arg) {
    void *table[END + 1];
    table[LIT] = &&lit; table[ADD] = &&add; table[SUB] = &&sub; table[LT] = &&lt;
    table[JZ] = &&jz; table[JMP] = &&jmp; table[CALL] = &&call; table[RET] = &&ret;
    table[DUP] = &&dup; table[DROP] = &&drop; table[OUT] = &&out; table[END] = &&end;
    long st[64], rs[16];
    int sp = 0, rp = 0;
    const long *pc = code;
    st[sp++] = arg;
    goto *table[*pc++];
lit:  st[sp++] = *pc++;                    goto *table[*pc++];
add:  sp--; st[sp - 1] += st[sp];          goto *table[*pc++];
sub:  sp--; st[sp - 1] -= st[sp];          goto *table[*pc++];
lt:   sp--; st[sp - 1] = st[sp - 1] < st[sp]; goto *table[*pc++];
jz:   { long t = *pc++; if (st[--sp] == 0) pc = code + t; } goto *table[*pc++];
jmp:  pc = code + *pc;                     goto *table[*pc++];
call: rs[rp++] = pc - code + 1; pc = code + *pc; goto *table[*pc++];
ret:  pc = code + rs[--rp];                goto *table[*pc++];
dup:  st[sp] = st[sp - 1]; sp++;           goto *table[*pc++];
drop: sp--;                                goto *table[*pc++];
out:  printf("%ld ", st[sp - 1]);          goto *table[*pc++];
end:  printf("\n");
      return st[sp - 1];
}

int main(void) {
    /* count down from arg to 1, printing, via a subroutine that subtracts one */
    long prog[] = {
        /* 0 */ OUT, DUP, LIT, 2, LT, JZ, 10, DROP, LIT, 0,
        /* 10: loop */ CALL, 20, OUT, DUP, LIT, 2, LT, JZ, 10, END,
        /* 20: dec */ LIT, 1, SUB, RET,
    };
    long r = vm(prog, 5);
    printf("%ld\n", r);
    long sum[] = { LIT, 10, ADD, LIT, 32, ADD, OUT, END };
    printf("%ld\n", vm(sum, 0));
    return 0;
}
