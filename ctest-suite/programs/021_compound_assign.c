#include <stdio.h>
int main(void) {
    int a = 10;
    a += 5; printf("%d ", a);
    a -= 3; printf("%d ", a);
    a *= 4; printf("%d ", a);
    a /= 5; printf("%d ", a);
    a %= 7; printf("%d ", a);
    a <<= 3; printf("%d ", a);
    a >>= 1; printf("%d ", a);
    a &= 0xc; printf("%d ", a);
    a |= 0x30; printf("%d ", a);
    a ^= 0xff; printf("%d\n", a);
    unsigned char c = 250; c += 10; printf("%d\n", c);
    short s = 1; s <<= 15; printf("%d\n", s);
    double d = 3; d *= 1.5; d -= 0.5; printf("%g\n", d);
    int arr[3] = {1, 2, 3}; int *p = arr; p += 2; *p *= 10; printf("%d\n", arr[2]);
    int i = 0; arr[i++] += 100; printf("%d %d\n", arr[0], i);
    return 0;
}
