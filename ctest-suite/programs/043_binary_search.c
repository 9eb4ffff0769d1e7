#include <stdio.h>
static int bsearch_i(const int *a, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] == key) return mid;
        if (a[mid] < key) lo = mid + 1; else hi = mid - 1;
    }
    return -(lo + 1);
}
int main(void) {
    int a[50];
    for (int i = 0; i < 50; i++) a[i] = i * 3 + 1;
    printf("%d %d %d %d\n", bsearch_i(a, 50, 1), bsearch_i(a, 50, 148), bsearch_i(a, 50, 77), bsearch_i(a, 50, 0));
    printf("%d\n", bsearch_i(a, 50, 200));
    return 0;
}
