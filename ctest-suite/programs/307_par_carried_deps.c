/* -fscf-parallel: loops with loop-carried dependences must stay sequential and give the same results */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 1000
int a[N], b[N];
int *p = b;

int main(void) {
    for (int i = 0; i < N; i++) a[i] = i % 13;
    for (int i = 1; i < N; i++) a[i] = a[i - 1] + a[i];            /* prefix sum: a[i-1] written by the previous iteration */
    for (int i = 0; i < N - 1; i++) b[i] = i;
    for (int i = 0; i < N - 1; i++) p[i + 1] = p[i] * 3 % 1009;    /* through a pointer: may alias anything */
    int last = 0;
    for (int i = 0; i < N; i++) { b[i] = b[i] + last; last = i; }  /* 'last' is not a reduction */
    int x = 1;
    for (int i = 0; i < 15; i++) x = x * 3 - i;                    /* not associative with the iteration's value */
    for (int i = 0; i < 5; i++) printf("%d ", a[i * 200]);         /* a call with side effects */
    printf("\n%d %d %d %d\n", a[N - 1], b[500], b[N - 1], x);
    return 0;
}
