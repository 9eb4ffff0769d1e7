/* Compound literals at file scope are static objects: their addresses are address constants
   (pointers, arrays of pointers), arrays decay, and a struct may be initialized by one. */
#include <stdio.h>

struct pt { int x, y; };
struct pt *gp = &(struct pt){ 1, 2 };
int *ints = (int[]){ 10, 20, 30 };
const char *names[] = { (const char[]){"abc"}, "def" };
struct pt g2 = (struct pt){ 3, 4 };
struct pt *arr[] = { &(struct pt){5, 6}, &(struct pt){7, 8} };
static int *mid = &((int[]){ 1, 2, 3, 4 })[2];
struct node { int v; struct node *next; };
struct node *list = &(struct node){ 1, &(struct node){ 2, &(struct node){ 3, 0 } } };
char buf_a[] = {"xyz"};

int main(void) {
    gp->x += 100;          /* the literal is modifiable */
    ints[0]++;
    printf("%d %d %d %d %d\n", gp->x, gp->y, ints[0], ints[2], g2.y);
    printf("%s %s %d %d\n", names[0], names[1], arr[0]->x, arr[1]->y);
    printf("%d %d\n", *mid, mid[1]);
    for (struct node *n = list; n; n = n->next) printf("%d ", n->v);
    printf("\n%s %zu\n", buf_a, sizeof buf_a);
    printf("%d\n", ((int[]){ 1, 2, 3 })[1] + (struct pt){ .y = 40 }.y);
    return 0;
}
