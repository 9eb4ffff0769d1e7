#include <stdio.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->value = v; n->next = head;
    return n;
}
static struct node *reverse(struct node *h) {
    struct node *prev = NULL;
    while (h) { struct node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}
int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 6; i++) list = push(list, i * i);
    for (struct node *p = list; p; p = p->next) printf("%d ", p->value);
    printf("\n");
    list = reverse(list);
    int sum = 0;
    while (list) { struct node *n = list; sum += n->value; list = n->next; free(n); }
    printf("%d\n", sum);
    return 0;
}
