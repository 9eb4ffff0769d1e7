#include <stdio.h>
int main(void) {
    int a, b, c;
    a = b = c = 7;
    printf("%d %d %d\n", a, b, c);
    int x = 3;
    x += 2; int y = x * (x - 1); x -= 1;
    printf("%d %d\n", x, y);
    int arr[4] = {0};
    int k = 0;
    k = 2; arr[k] = k;
    printf("%d %d %d\n", arr[0], arr[2], k);
    double d; int i;
    d = i = 7.9;
    printf("%g %d\n", d, i);
    return 0;
}
