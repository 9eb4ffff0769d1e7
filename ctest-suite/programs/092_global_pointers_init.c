#include <stdio.h>
static int data[5] = {10, 20, 30, 40, 50};
static int *const first = data;
static int *last = &data[4];
static int *mid = data + 2;
static const char *msgs[] = {"zero", "one", "two", 0};
static const char **msgp = &msgs[1];
static char hello[] = "hello";
static char *hp = hello + 1;
struct node { int v; struct node *next; };
static struct node n2 = {2, 0}, n1 = {1, &n2};
static int add(int a, int b) { return a + b; }
static int (*op)(int, int) = add;
int main(void) {
    printf("%d %d %d %ld\n", *first, *last, *mid, (long)(last - first));
    for (const char **p = msgs; *p; p++) printf("%s ", *p);
    printf("%s %s %d %d\n", *msgp, hp, n1.next->v, op(2, 3));
    return 0;
}
