#include <stdio.h>
static int calls;
static int limit(void) { calls++; return 5; }
static int step(int x) { return x + 2; }
int main(void) {
    int s = 0;
    for (int i = 0; i < limit(); i = step(i)) s += i;
    printf("%d %d\n", s, calls);
    int n = 0;
    while (n < limit() * 2) n = step(n);
    printf("%d %d\n", n, calls);
    return 0;
}
