#include <stdio.h>
static void rle(const char *s) {
    while (*s) { char c = *s; int n = 0; while (*s == c) { n++; s++; } if (n > 1) printf("%d", n); putchar(c); }
    putchar('\n');
}
int main(void) { rle("aaabccddddde"); rle("abc"); rle("zzzzzzzzzzzz"); return 0; }
