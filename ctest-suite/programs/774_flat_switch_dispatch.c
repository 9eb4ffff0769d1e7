/* Switches that the flattener lowers (functions with gotos on the default path, every switch with
 * -fcir-direct): one multi-way branch (cir.switch.flat -> llvm.switch) instead of a compare chain.
 * Fallthrough, small and wide case ranges, negative and edge values of each width, default first,
 * in the middle and missing, nested switches, gotos into and out of cases, a computed-goto dispatch,
 * a 200-case interpreter switch, and a 128-bit condition (which keeps the compare chain). */
#include <stdio.h>
#include <limits.h>

static int mixed(int op, int budget) {
    int acc = 0;
again:
    switch (op) {
    case 0: acc += 1; break;
    case 1: acc += 10; /* fall through */
    case 2: acc += 100; break;
    case 5 ... 9: acc += op * 1000; break;
    case 100 ... 900: acc += 7; if (budget-- > 0) { op = 1; goto again; } break;
    case 1000 ... 1100: acc += 11; /* fall through */
    case -3: acc -= 3; goto out;
    case INT_MIN: acc = -1; goto out;
    case INT_MAX: acc = -2; break;
    case 2000 ... 2500: acc += 13; break;
    default: acc += 99999;
    }
    acc *= 2;
out:
    return acc;
}

static int chars(signed char c, int n) {
    int r = 0;
    if (n < 0) goto done;
    switch (c) {
    default: r = 5; break;
    case -128: r = 1; break;
    case 127: r = 2; /* fall through */
    case -1: r += 3; break;
    case 0 ... 10: r = 4 + c; break;
    }
done:
    return r;
}

static int uchars(unsigned char c, int n) {
    if (n < 0) goto skip;
    switch (c) {
    case 255: return 1;
    case 128: return 2;
    case 0: return 3;
    case 200 ... 210: return 4;
    }
skip:
    return 9;
}

static int shorts(unsigned short s) {
    int k = 0;
    while (1) {
        switch (s) {
        case 65535: k += 1; s = 1; continue;
        case 32768: k += 2; s = 65535; continue;
        case 1: k += 4; goto end;
        default: k += 8; s = 32768; continue;
        }
    }
end:
    return k;
}

static long long wide(unsigned long long v, int n) {
    if (n) goto go;
    return -1;
go:
    switch (v) {
    case 0xFFFFFFFFFFFFFFFFull: return 1;
    case 0xFFFFFFFF00000000ull: return 2;   /* mlir-opt-19 cannot read back a case value below about -2^55 */
    case 0x7FFFFFFFFFFFFFFFull: goto three;   /* a goto out of the switch: the switch is flattened on both paths */
    case 0x100000000ull ... 0x100000010ull: return 4;
    default: return 5;
    }
three:
    return 3;
}

static int nested(int a, int b) {
    int r = 0;
    switch (a) {
    case 1:
        switch (b) {
        case 1: r = 11; goto out;
        case 2: r = 12; break;
        default: r = 10;
        }
        r += 100;
        break;
    case 2:
        for (int i = 0; i < 3; i++) {
            switch (i + b) {
            case 2: r += 1; continue;
            case 3: r += 10; break;
            default: r += 100;
            }
            if (r > 1000) goto out;
        }
        break;
    default: r = -1;
    }
    r *= 3;
out:
    return r;
}

/* a goto into the body of a case */
static int into_case(int x, int jump) {
    int r = 0;
    if (jump) goto inside;
    switch (x) {
    case 1: r = 1;
    inside: r += 20; break;
    case 2: r = 2; break;
    }
    return r;
}

/* an interpreter: 200 opcodes, a goto around the dispatch (as SQLite's VDBE) */
static unsigned long interp(const unsigned char *code, int n) {
    unsigned long acc = 0;
    int pc = 0;
top:
    if (pc >= n) goto halt;
    switch (code[pc++]) {
#define OP(k) case k: acc = acc * 3 + (k) - (acc >> 7); goto top;
#define OP10(k) OP(k) OP(k + 1) OP(k + 2) OP(k + 3) OP(k + 4) OP(k + 5) OP(k + 6) OP(k + 7) OP(k + 8) OP(k + 9)
        OP10(0) OP10(10) OP10(20) OP10(30) OP10(40) OP10(50) OP10(60) OP10(70) OP10(80) OP10(90)
        OP10(100) OP10(110) OP10(120) OP10(130) OP10(140) OP10(150) OP10(160) OP10(170) OP10(180) OP10(190)
    case 250: acc = -acc; goto top;
    case 255: goto halt;
    default: acc ^= 0x55; goto top;
    }
halt:
    return acc;
}

/* computed gotos: the shared dispatch is a switch over the label numbers */
static int threaded(const unsigned char *code) {
    static void *tab[] = { &&add, &&sub, &&dbl, &&end };
    int acc = 1, pc = 0;
    goto *tab[code[pc++]];
add: acc += 5; goto *tab[code[pc++]];
sub: acc -= 2; goto *tab[code[pc++]];
dbl: acc *= 2; goto *tab[code[pc++]];
end: return acc;
}

static int wide128(__int128 v, int n) {
    if (!n) goto no;
    switch (v) {
    case 1: return 1;
    case (((__int128)1) << 100) ... (((__int128)1) << 100) + 5: return 2;
    case -7: return 3;
    }
no:
    return 4;
}

int main(void) {
    unsigned long sum = 0;
    for (int op = -10; op < 2600; op++) {
        int r = mixed(op, 2);
        sum = sum * 31 + r;
        if (op < 12 || op % 211 == 0) printf("mixed(%d)=%d\n", op, r);
    }
    printf("mixed edges %d %d %d sum %lu\n", mixed(INT_MIN, 0), mixed(INT_MAX, 0), mixed(-3, 0), sum);
    for (int c = -128; c < 128; c += 7) printf("%d ", chars((signed char)c, 1));
    printf("| %d %d %d\n", chars(127, 1), chars(-1, 1), chars(-128, -1));
    for (int c = 0; c < 256; c += 5) printf("%d", uchars((unsigned char)c, 1));
    printf(" | %d %d %d\n", uchars(255, 1), uchars(128, 1), uchars(128, -1));
    printf("shorts %d %d %d %d\n", shorts(1), shorts(65535), shorts(32768), shorts(77));
    unsigned long long wv[] = { ~0ull, 0xFFFFFFFF00000000ull, ~0ull >> 1, 0x100000000ull, 0x100000010ull, 0x100000011ull, 0 };
    for (int i = 0; i < 7; i++) printf("%lld ", wide(wv[i], 1));
    printf("%lld\n", wide(0, 0));
    for (int a = 0; a < 4; a++) for (int b = 0; b < 4; b++) printf("%d ", nested(a, b));
    printf("\ninto_case %d %d %d %d\n", into_case(1, 0), into_case(2, 0), into_case(3, 0), into_case(7, 1));
    unsigned char code[600];
    for (int i = 0; i < 599; i++) code[i] = (unsigned char)((i * 37 + 11) % 253);
    code[100] = 250; code[599] = 255;
    printf("interp %lu %lu\n", interp(code, 600), interp(code, 50));
    unsigned char prog[] = { 0, 2, 1, 2, 0, 3 };
    printf("threaded %d\n", threaded(prog));
    printf("wide128 %d %d %d %d %d\n", wide128(1, 1), wide128((((__int128)1) << 100) + 3, 1), wide128(-7, 1), wide128(8, 1), wide128(1, 0));
    return 0;
}
