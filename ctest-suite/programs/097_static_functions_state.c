#include <stdio.h>
static unsigned long rng_state = 88172645463325252UL;
static unsigned long xorshift(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }
static int histogram[10];
int main(void) {
    for (int i = 0; i < 10000; i++) histogram[xorshift() % 10]++;
    for (int i = 0; i < 10; i++) printf("%d ", histogram[i]);
    printf("\n%lu\n", xorshift());
    return 0;
}
