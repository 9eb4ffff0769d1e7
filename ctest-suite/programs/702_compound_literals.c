#include <stdio.h>
/* compound literals: scalars, arrays, structs, as lvalues, in loops (fresh each iteration), file scope */
struct pair { int a, b; };
static int *gp = (int[]){ 10, 20, 30 };
static struct pair *gs = &(struct pair){ 3, 4 };
static int sum(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static struct pair swap(struct pair p) { return (struct pair){ p.b, p.a }; }
int main(void) {
    int total = sum((int[]){ 1, 2, 3, 4 }, 4);
    struct pair p = swap((struct pair){ .a = 1, .b = 2 });
    (struct pair){ 0, 0 }.a = 5;
    int *q = &(int){ 41 };
    ++*q;
    for (int i = 0; i < 3; i++) {
        int *c = (int[2]){ i, i * i };
        c[0] += 100;
        printf("%d %d ", c[0], c[1]);
    }
    printf("\n%d %d %d %d %d %d %d\n", total, p.a, p.b, *q, gp[1], gs->a + gs->b, sum(gp, 3));
    return 0;
}
