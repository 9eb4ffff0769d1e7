#include <stdio.h>
int main(void) {
    int i = 5;
    int a = i++; int b = ++i; int c = i--; int d = --i;
    printf("%d %d %d %d %d\n", a, b, c, d, i);
    int arr[4] = {1, 2, 3, 4}; int *p = arr;
    printf("%d ", *p++); printf("%d ", *++p); printf("%d ", (*p)++); printf("%d\n", arr[2]);
    char ch = 'a'; ch++; printf("%c\n", ch);
    double x = 1.5; x++; --x; x--; printf("%g\n", x);
    unsigned u = 0; u--; printf("%u\n", u);
    long l = 0; for (int k = 0; k < 1000; ++k) l++; printf("%ld\n", l);
    return 0;
}
