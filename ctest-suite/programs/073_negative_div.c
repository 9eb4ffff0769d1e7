#include <stdio.h>
int main(void) {
    int a[] = {7, -7, 7, -7}, b[] = {2, 2, -2, -2};
    for (int i = 0; i < 4; i++) printf("%d/%d=%d r%d  ", a[i], b[i], a[i] / b[i], a[i] % b[i]);
    printf("\n");
    long x = -1000000007L;
    printf("%ld %ld %ld\n", x / 10, x % 10, x / -3);
    int y = -17;
    printf("%d %d %d %d\n", y / 4, y % 4, y >> 2, y / 16);
    unsigned u = 17;
    printf("%u %u\n", u / 4, u % 4);
    return 0;
}
