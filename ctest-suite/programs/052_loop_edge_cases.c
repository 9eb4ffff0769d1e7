#include <stdio.h>
int main(void) {
    int n = 0;
    for (int i = 10; i < 5; i++) n++;
    for (int i = 0; i != 10; i += 2) n++;
    for (int i = 5; i >= 0; i--) n += 10;
    for (unsigned u = 3; u > 0; u--) n += 100;
    for (long l = -5; l <= 5; l += 5) n += 1000;
    for (int i = 0; i < 20; i += 7) n += 10000;
    int k = 0; for (int i = 0; i < 10; i++) { i++; k++; }
    printf("%d %d\n", n, k);
    int lim = 4, t = 0;
    for (int i = 0; i < lim; i++) { if (i == 2) lim = 6; t += i; }
    printf("%d\n", t);
    int m; for (m = 0; m < 3; m++) {}
    printf("%d\n", m);
    char c; int cnt = 0;
    for (c = 'a'; c <= 'z'; c++) cnt++;
    printf("%d\n", cnt);
    return 0;
}
