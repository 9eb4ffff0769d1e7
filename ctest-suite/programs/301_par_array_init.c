/* -fscf-parallel: array initialisation loops run on the runtime's threads */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 10000
int a[N];
long b[N];
short s[N];

int main(void) {
    for (int i = 0; i < N; i++) a[i] = i * i % 97;
    for (int i = 0; i < N; i++) b[i] = (long)i * 3 - 7;
    for (int i = 5; i < N - 5; i += 3) s[i] = (short)(i ^ 0x55);
    long sum = 0;
    for (int i = 0; i < N; i++) sum += a[i] + b[i] + s[i];
    printf("a[0]=%d a[42]=%d a[N-1]=%d\n", a[0], a[42], a[N - 1]);
    printf("b[17]=%ld s[8]=%d s[9]=%d\n", b[17], s[8], s[9]);
    printf("sum=%ld\n", sum);
    return 0;
}
