/* The README's first program: bin/jcirc examples/hello.c -o hello && ./hello */
#include <stdio.h>

struct point {
    int x, y;
};

static int square(int v) { return v * v; }

static int dist2(struct point a, struct point b) {
    return square(a.x - b.x) + square(a.y - b.y);
}

int main(void) {
    int sum = 0;
    for (int i = 1; i <= 10; i++)
        sum += square(i);
    struct point p = {1, 2}, q = {4, 6};
    printf("Hello from jcirc!\n");
    printf("1^2 + 2^2 + ... + 10^2 = %d\n", sum);
    printf("|pq|^2 = %d\n", dist2(p, q));
    return 0;
}
