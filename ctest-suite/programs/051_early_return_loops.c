#include <stdio.h>
static int first_neg(const int *a, int n) { for (int i = 0; i < n; i++) { if (a[i] < 0) return i; } return -1; }
static int nested(int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (i * j > 20) return i * 100 + j;
    return 0;
}
static int wloop(int x) { while (x > 0) { if (x % 7 == 0) return x; x -= 3; } return -x; }
static int dloop(int x) { do { if (x == 13) return 1; x++; } while (x < 20); return 0; }
int main(void) {
    int a[] = {3, 1, -4, 1, -5};
    printf("%d %d\n", first_neg(a, 5), first_neg(a, 2));
    printf("%d %d\n", nested(10), nested(3));
    printf("%d %d %d\n", wloop(50), wloop(10), dloop(5));
    return 0;
}
