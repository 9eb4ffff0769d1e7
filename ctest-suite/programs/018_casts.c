#include <stdio.h>
int main(void) {
    int i = -1;
    printf("%u %lu %d\n", (unsigned)i, (unsigned long)i, (signed char)200);
    printf("%d %d\n", (unsigned char)-1, (short)70000);
    long l = 0x123456789L;
    printf("%d %x\n", (int)l, (unsigned)l);
    char c = -5;
    printf("%d %u\n", c, (unsigned char)c);
    unsigned char uc = 250;
    int sum = uc + 10;
    printf("%d\n", sum);
    short s = -300;
    printf("%ld %lu\n", (long)s, (unsigned long)(unsigned short)s);
    _Bool b = 42;
    printf("%d %d\n", b, (_Bool)0.0);
    int *p = (int *)0 + 4;
    printf("%ld\n", (long)p);
    printf("%d\n", (int)(char)0x1ff);
    return 0;
}
