#include <stdio.h>
int main(void) {
    int sum = 0;
    for (int i = 0; i < 10; i++) sum += i;
    printf("for %d\n", sum);
    int n = 0;
    while (n < 5) n++;
    printf("while %d\n", n);
    int k = 10;
    do { k -= 3; } while (k > 0);
    printf("do %d\n", k);
    int j;
    for (j = 10; j > 0; j -= 2) printf("%d ", j);
    printf("\n");
    for (unsigned u = 0; u <= 4; u++) printf("%u ", u);
    printf("\n");
    int count = 0;
    for (;;) { if (++count == 7) break; }
    printf("forever %d\n", count);
    return 0;
}
