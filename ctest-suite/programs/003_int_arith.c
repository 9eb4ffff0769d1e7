#include <stdio.h>
int main(void) {
    int a = 17, b = 5;
    printf("%d %d %d %d %d\n", a + b, a - b, a * b, a / b, a % b);
    printf("%d %d\n", -a / b, -a % b);
    printf("%d %d %d\n", a & b, a | b, a ^ b);
    printf("%d %d %d\n", a << 3, a >> 2, -a >> 1);
    printf("%d %d\n", ~a, !a);
    unsigned u = 0xffffffffu;
    printf("%u %u %u\n", u / 3, u % 7, u >> 4);
    long long big = 1LL << 40;
    printf("%lld %lld\n", big * 3 + 1, big / 7);
    unsigned long long ub = 18446744073709551615ULL;
    printf("%llu %llu\n", ub / 10, ub % 10);
    return 0;
}
