#include <stdio.h>
int x = 1;
int main(void) {
    int a = (1, 2, 3);
    int i, j;
    for (i = 0, j = 10; i < j; i += 2, j -= 2) ;
    printf("%d %d %d\n", a, i, j);
    printf("%d\n", x);
    int x = 2;
    printf("%d\n", x);
    {
        int x = 3;
        printf("%d\n", x);
        { x++; int x = 10; printf("%d\n", x); }
        printf("%d\n", x);
    }
    printf("%d\n", x);
    for (int x = 7; x < 8; x++) printf("%d\n", x);
    printf("%d\n", x);
    return 0;
}
