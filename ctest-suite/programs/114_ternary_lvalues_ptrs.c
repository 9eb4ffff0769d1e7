#include <stdio.h>
int main(void) {
    int a = 1, b = 2;
    int *p = a > b ? &a : &b;
    *p = 10;
    printf("%d %d\n", a, b);
    int arr1[3] = {1, 2, 3}, arr2[3] = {4, 5, 6};
    int sel = 1;
    (sel ? arr1 : arr2)[1] = 99;
    printf("%d %d\n", arr1[1], arr2[1]);
    const char *s = sel ? "one" : 0;
    printf("%s\n", s);
    long l = sel ? 5 : 3000000000L;
    printf("%ld\n", l);
    unsigned u = sel ? -1 : 1u;
    printf("%u\n", u);
    return 0;
}
