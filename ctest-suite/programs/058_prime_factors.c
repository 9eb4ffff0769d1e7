#include <stdio.h>
static void factor(unsigned long n) {
    printf("%lu:", n);
    for (unsigned long d = 2; d * d <= n; d++) while (n % d == 0) { printf(" %lu", d); n /= d; }
    if (n > 1) printf(" %lu", n);
    printf("\n");
}
int main(void) { factor(360); factor(97); factor(600851475143UL); factor(1); return 0; }
