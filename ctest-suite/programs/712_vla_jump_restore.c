#include <stdio.h>
#include <string.h>
/* A block with a VLA gives its stack back when break, continue or goto leaves it (gcc and clang
   restore the stack pointer on every exit). 200000 iterations of a 64 KiB VLA would need 12 GiB of
   stack if the jumps kept it. */
static int n = 65536;

static long with_continue(int iters) {
    long sum = 0;
    for (int i = 0; i < iters; i++) {
        char a[n];
        memset(a, i & 0x7f, 16);
        sum += a[3];
        if (i % 2 == 0) continue;  /* leaves the block: restore */
        sum += 1;
    }
    return sum;
}

static long with_break(int iters) {
    long sum = 0;
    for (int i = 0; i < iters; i++) {
        for (;;) {
            char a[n];
            a[0] = (char)(i & 0x3f);
            sum += a[0];
            break;                  /* leaves the inner loop's block */
        }
    }
    return sum;
}

static long with_goto(int iters) {
    long sum = 0;
    int i = 0;
again:
    if (i < iters) {
        {
            char a[n];
            a[1] = 2;
            sum += a[1];
            i++;
            goto again;             /* leaves both blocks */
        }
    }
    return sum;
}

static long nested(int iters) {
    long sum = 0;
    for (int i = 0; i < iters; i++) {
        char a[n / 2];
        a[0] = 1;
        {
            char b[n / 2];
            b[0] = 2;
            sum += a[0] + b[0];
            if (i & 1) continue;    /* leaves two VLA blocks */
        }
        sum += 10;
    }
    return sum;
}

int main(void) {
    printf("%ld\n", with_continue(200000));
    printf("%ld\n", with_break(200000));
    printf("%ld\n", with_goto(200000));
    printf("%ld\n", nested(200000));
    return 0;
}
