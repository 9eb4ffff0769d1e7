#include <stdio.h>
int main(void) {
    char a = 100, b = 100;
    int r = a + b;
    printf("%d\n", r);
    char c = a + b;
    printf("%d\n", c);
    unsigned char x = 200, y = 100;
    printf("%d %d\n", x + y, (unsigned char)(x + y));
    short s1 = 30000, s2 = 30000;
    printf("%d %d\n", s1 + s2, (short)(s1 + s2));
    signed char sc = -128;
    printf("%d %d\n", -sc, (signed char)-sc);
    printf("%d\n", 'a' + 1);
    unsigned short us = 65535;
    printf("%d %u\n", us + 1, (unsigned short)(us + 1));
    int i = -1; unsigned u = 1;
    printf("%d\n", i > u);
    long l = -1; unsigned int ui = 1;
    printf("%d\n", l > ui);
    return 0;
}
