#include <stdio.h>
int main(void) {
    int a = -1; unsigned b = 1;
    printf("%d %d %d %d %d %d\n", 3 < 4, 3 > 4, 3 <= 3, 3 >= 4, 3 == 3, 3 != 3);
    printf("%d\n", a < (int)b);
    printf("%d\n", (unsigned)a < b);
    long l = -5; unsigned long ul = 5;
    printf("%d %d\n", l < 0, ul > 4);
    double d = 0.5;
    printf("%d %d %d\n", d < 1.0, d == 0.5, d != 0.5);
    return 0;
}
