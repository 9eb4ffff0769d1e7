#include <stdio.h>
static int sq(int x) { return x * x; }
static int add3(int a, int b, int c) { return a + b + c; }
static double mixf(int a, double b, float c, long d) { return a + b + c + d; }
int main(void) {
    printf("%d\n", add3(sq(2), sq(sq(2)), add3(1, 1, 1)));
    printf("%.2f\n", mixf(1, 2.5, 0.25f, 10L));
    printf("%d\n", sq(add3(1, 2, 3)) - add3(sq(1), sq(2), sq(3)));
    return 0;
}
