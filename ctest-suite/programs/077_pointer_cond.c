#include <stdio.h>
#include <stddef.h>
struct n { int v; struct n *next; };
int main(void) {
    struct n c = {3, NULL}, b = {2, &c}, a = {1, &b};
    int total = 0;
    for (struct n *p = &a; p; p = p->next) total += p->v;
    struct n *q = &a;
    int hops = 0;
    while (q->next && q->next->next) { q = q->next; hops++; }
    printf("%d %d %d\n", total, hops, q->v);
    const char *s = NULL;
    printf("%s\n", s ? s : "(null)");
    printf("%d\n", &a != NULL && a.next == &b);
    return 0;
}
