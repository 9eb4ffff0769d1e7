#include <stdio.h>
#include <string.h>
static void insertion(int *a, int n) { for (int i = 1; i < n; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
static void merge_sort(int *a, int *tmp, int n) {
    if (n < 2) return;
    int h = n / 2; merge_sort(a, tmp, h); merge_sort(a + h, tmp, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < h) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}
int main(void) {
    int a[30], b[30], tmp[30];
    for (int i = 0; i < 30; i++) a[i] = b[i] = (i * 7919) % 31 - 15;
    insertion(a, 30); merge_sort(b, tmp, 30);
    for (int i = 0; i < 30; i++) printf("%d%c", a[i], i == 29 ? '\n' : ' ');
    printf("%d\n", memcmp(a, b, sizeof a) == 0);
    return 0;
}
