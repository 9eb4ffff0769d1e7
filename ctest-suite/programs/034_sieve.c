#include <stdio.h>
#include <string.h>
#define N 1000
static char composite[N + 1];
int main(void) {
    memset(composite, 0, sizeof composite);
    int count = 0, last = 0;
    for (int i = 2; i <= N; i++) {
        if (composite[i]) continue;
        count++; last = i;
        for (int j = i * i; j <= N; j += i) composite[j] = 1;
    }
    printf("%d primes, largest %d\n", count, last);
    return 0;
}
