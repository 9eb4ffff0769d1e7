#include <stdio.h>
int main(void) {
    char c = 127; short s = 32767; int i = 2147483647; long l = 9223372036854775807L;
    unsigned char uc = 255; unsigned short us = 65535; unsigned ui = 4294967295u;
    printf("%d %d %d %ld\n", c + 1, s + 1, (int)(i + 1u), l - i);
    printf("%d %d %u\n", uc + uc, us * 2, ui + 1u);
    long long r = (long long)i * i;
    printf("%lld\n", r);
    unsigned long long m = (unsigned long long)ui * ui;
    printf("%llu\n", m);
    printf("%d\n", (short)(us + 2));
    printf("%ld %ld\n", (long)c * s * 1000, (long)(c * s));
    return 0;
}
