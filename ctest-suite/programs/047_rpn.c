#include <stdio.h>
#include <ctype.h>
static double eval(const char *s) {
    double st[32]; int sp = 0;
    while (*s) {
        if (isspace((unsigned char)*s)) { s++; continue; }
        if (isdigit((unsigned char)*s)) { double v = 0; while (isdigit((unsigned char)*s)) v = v * 10 + (*s++ - '0'); st[sp++] = v; continue; }
        double b = st[--sp], a = st[--sp];
        switch (*s++) {
        case '+': st[sp++] = a + b; break;
        case '-': st[sp++] = a - b; break;
        case '*': st[sp++] = a * b; break;
        case '/': st[sp++] = a / b; break;
        }
    }
    return st[0];
}
int main(void) {
    printf("%g\n", eval("3 4 + 2 *"));
    printf("%g\n", eval("5 1 2 + 4 * + 3 -"));
    printf("%g\n", eval("100 7 /"));
    return 0;
}
