#include <stdio.h>
static void qs(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    qs(a, lo, j); qs(a, i, hi);
}
int main(void) {
    int a[20];
    unsigned seed = 12345;
    for (int i = 0; i < 20; i++) { seed = seed * 1103515245u + 12345u; a[i] = (int)(seed >> 16) % 1000; }
    qs(a, 0, 19);
    for (int i = 0; i < 20; i++) printf("%d ", a[i]);
    printf("\n");
    for (int i = 1; i < 20; i++) if (a[i - 1] > a[i]) return 1;
    return 0;
}
