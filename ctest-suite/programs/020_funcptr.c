#include <stdio.h>
#include <stdlib.h>
typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int apply(binop f, int a, int b) { return f(a, b); }
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int main(void) {
    binop ops[] = {add, sub};
    for (int i = 0; i < 2; i++) printf("%d\n", ops[i](10, 3));
    printf("%d\n", apply(sub, 1, 2));
    int (*fp)(int, int) = &add;
    printf("%d %d\n", (*fp)(2, 2), fp == add);
    int v[] = {5, 3, 9, 1, 7};
    qsort(v, 5, sizeof v[0], cmp);
    for (int i = 0; i < 5; i++) printf("%d ", v[i]);
    printf("\n");
    return 0;
}
