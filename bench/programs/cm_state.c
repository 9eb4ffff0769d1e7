/* CoreMark-like state machine (written for jcirc's bench): scans a comma-separated
   buffer of tokens (integers, decimals, exponent numbers, junk) with a character-class
   state machine, counting final states and transitions; the buffer is perturbed
   between rounds. argv[1] = rounds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum state { START, INT, FRAC, SIGNED, EXP, EXP_SIGN, EXP_INT, INVALID, NSTATES };

static enum state step(enum state s, char c) {
    int digit = c >= '0' && c <= '9';
    switch (s) {
    case START:
        if (digit) return INT;
        if (c == '+' || c == '-') return SIGNED;
        if (c == '.') return FRAC;
        return INVALID;
    case SIGNED:
        if (digit) return INT;
        if (c == '.') return FRAC;
        return INVALID;
    case INT:
        if (digit) return INT;
        if (c == '.') return FRAC;
        if (c == 'e' || c == 'E') return EXP;
        return INVALID;
    case FRAC:
        if (digit) return FRAC;
        if (c == 'e' || c == 'E') return EXP;
        return INVALID;
    case EXP:
        if (c == '+' || c == '-') return EXP_SIGN;
        if (digit) return EXP_INT;
        return INVALID;
    case EXP_SIGN:
    case EXP_INT:
        return digit ? EXP_INT : INVALID;
    default:
        return INVALID;
    }
}

/* runs the machine over one token per comma; counts final states and transitions */
static void scan(const char *p, unsigned final[NSTATES], unsigned trans[NSTATES]) {
    while (*p) {
        enum state s = START;
        while (*p && *p != ',') {
            enum state t = step(s, *p++);
            if (t != s) trans[t]++;
            s = t;
        }
        final[s]++;
        if (*p == ',') p++;
    }
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 80000;
    static const char *tokens[] = {"5012", "1234", "-874", "+122", "35.54", "0.1", "-110.7", ".5",
                                   "5.5e+3", "-.123e-2", "-87e+832", "+0.6e-12", "T0.3e-1F", "-T.T++Tq", "1T3.4e4z", "34.0e-T^"};
    enum { LEN = 4096 };
    char *buf = malloc(LEN + 1);
    size_t used = 0;
    for (unsigned i = 0; used + 12 < LEN; i++) {
        const char *t = tokens[(i * 7 + 3) % 16];
        size_t n = strlen(t);
        memcpy(buf + used, t, n);
        used += n;
        buf[used++] = ',';
    }
    buf[used] = 0;
    unsigned final[NSTATES] = {0}, trans[NSTATES] = {0};
    unsigned check = 0;
    for (int r = 0; r < rounds; r++) {
        scan(buf, final, trans);
        /* perturb: flip one non-comma character every 97 bytes, then restore next round */
        for (size_t i = (size_t)r % 97; i < used; i += 97)
            if (buf[i] != ',') buf[i] ^= 1;
        check = check * 33 + final[INT] + trans[EXP] * 3 + final[INVALID];
    }
    printf("check %08x", check);
    for (int s = 0; s < NSTATES; s++) printf(" %u/%u", final[s], trans[s]);
    printf("\n");
    free(buf);
    return 0;
}
