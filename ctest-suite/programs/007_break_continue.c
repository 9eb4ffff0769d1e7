#include <stdio.h>
int main(void) {
    int i, s = 0;
    for (i = 0; i < 100; i++) {
        if (i % 3 == 0) continue;
        if (i > 20) break;
        s += i;
    }
    printf("%d %d\n", i, s);
    int n = 0, m = 0;
    while (1) {
        n++;
        if (n & 1) continue;
        m += n;
        if (m > 50) break;
    }
    printf("%d %d\n", n, m);
    int outer = 0;
    for (int a = 0; a < 5; a++) {
        for (int b = 0; b < 5; b++) {
            if (b == a) break;
            if (b == 1) continue;
            outer += a * 10 + b;
        }
    }
    printf("%d\n", outer);
    int d = 0;
    do { d++; if (d == 3) continue; if (d == 6) break; } while (d < 10);
    printf("%d\n", d);
    return 0;
}
