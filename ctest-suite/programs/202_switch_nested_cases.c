/* case labels nested inside statements of the switch body (Duff's device, SQLite's VDBE opcodes
   that fall into the next case from inside a block), declarations before the first case */
#include <stdio.h>

static void duff(char *to, const char *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

static int vdbe(int op, int arg) {
    int r = 0;
    switch (op) {
        int shared;
    case 1: {
        int k = arg * 2;
        if (k > 10) { r = k; break; }
        /* fall into case 2 from inside the block */
    case 2:
        r += 5;
        shared = r;
        r = shared * 3;
        break;
    }
    case 3:
        for (int i = 0; i < arg; i++) {
            if (i == 4) break;
            r += i;
        }
        if (arg > 100) {
    default:
            r -= 1;
        }
        break;
    }
    return r;
}

static int in_loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 4) {
        case 0: if (i > 4) { s += 100; continue; case 1: s += 1; } break;
        case 2: s += 10; break;
        default: s += 1000;
        }
        s += 2;
    }
    return s;
}

int main(void) {
    for (int c = 0; c <= 19; c += 3) {
        char src[32], dst[32] = {0};
        for (int i = 0; i < 32; i++) src[i] = (char)('a' + i % 26);
        duff(dst, src, c);
        dst[c] = 0;
        printf("duff(%d) = '%s'\n", c, dst);
    }
    for (int op = 0; op <= 4; op++)
        for (int a = 1; a <= 200; a *= 7) printf("vdbe(%d,%d) = %d\n", op, a, vdbe(op, a));
    printf("in_loop: %d %d\n", in_loop(5), in_loop(13));
    return 0;
}
