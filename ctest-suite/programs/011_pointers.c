#include <stdio.h>
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
int main(void) {
    int x = 1, y = 2;
    swap(&x, &y);
    printf("%d %d\n", x, y);
    int arr[5] = {10, 20, 30, 40, 50};
    int *p = arr, *q = &arr[4];
    printf("%d %d %ld\n", *p, *(p + 2), (long)(q - p));
    p++; p += 2;
    printf("%d %d\n", *p, p[-1]);
    printf("%d %d %d\n", p < q, p == q - 1, p > q);
    int **pp = &p;
    **pp = 99;
    printf("%d\n", arr[3]);
    int *null = 0;
    printf("%d %d\n", null == 0, !null);
    char buf[4] = "ab";
    char *c = buf;
    while (*c) c++;
    printf("%ld\n", (long)(c - buf));
    void *v = &x; int *ip = v;
    printf("%d\n", *ip);
    return 0;
}
