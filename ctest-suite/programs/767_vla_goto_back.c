#include <stdio.h>
/* A goto back to a label before a VLA's declaration ends the VLA's lifetime: its stack is given
   back, also when label and VLA are in the same block or the label sits in an inner block
   (gcc's 20040811-1, vla-dealloc-1). 200000 iterations of 64 KiB would need 12 GiB of stack
   if the VLAs were kept. */
void *volatile p;

static long same_block(int iters) {
    int n = 0;
    long sum = 0;
lab:;
    char x[65536 + n % 7];
    x[0] = (char)(n & 0x3f);
    sum += x[0];
    p = x;
    n++;
    if (n < iters)
        goto lab;
    return sum;
}

static long label_in_inner_block(int iters) {
    int n = 0;
    long sum = 0;
    if (0) {
    lab:;
    }
    int x[16384 + n % 5];
    x[n % 5] = 2;
    sum += x[n % 5];
    p = x;
    n++;
    if (n < iters)
        goto lab;
    return sum;
}

static long nested_block(int iters) {
    int n = 0;
    long sum = 0;
    {
    again:;
        int y[8192];
        y[1] = 3;
        sum += y[1];
        p = y;
        if (++n < iters)
            goto again;
    }
    return sum;
}

int main(void) {
    printf("%ld %ld %ld\n", same_block(200000), label_in_inner_block(200000), nested_block(200000));
    return 0;
}
