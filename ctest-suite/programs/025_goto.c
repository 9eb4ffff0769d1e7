#include <stdio.h>
static int find(const int *a, int n, int key) {
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == key) goto found;
    return -1;
found:
    return i;
}
int main(void) {
    int a[] = {4, 8, 15, 16, 23, 42};
    printf("%d %d\n", find(a, 6, 16), find(a, 6, 5));
    int n = 0;
again:
    n++;
    if (n < 5) goto again;
    printf("%d\n", n);
    int i = 0, j = 0, hits = 0;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            if (i * j == 42) { hits++; goto done; }
done:
    printf("%d %d %d\n", i, j, hits);
    return 0;
}
