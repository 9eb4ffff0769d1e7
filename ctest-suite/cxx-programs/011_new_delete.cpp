// new and delete: single objects (scalars, classes with constructors and destructors), value- and
// zero-initialized scalars, arrays of scalars and of trivial classes, placement new into a buffer,
// delete of a null pointer, objects created in one function and destroyed in another.
#include <stdio.h>
inline void *operator new(unsigned long, void *p) noexcept { return p; }   // as <new> declares it
struct Node {
    int v;
    Node *next;
    Node(int x, Node *n) : v(x), next(n) { printf("+%d", v); }
    ~Node() { printf("-%d", v); }
    int sum() const { return v + (next ? next->sum() : 0); }
};
struct Plain { int a; long b; };
static Node *build(int n) {
    Node *head = 0;
    for (int i = 1; i <= n; i++) head = new Node(i, head);
    return head;
}
static void destroy(Node *h) {
    while (h) { Node *n = h->next; delete h; h = n; }
}
int main() {
    Node *list = build(4);
    printf(" sum %d\n", list->sum());
    destroy(list);
    printf("\n");
    int *one = new int(41);
    int *zero = new int();
    double *d = new double(2.5);
    ++*one;
    printf("%d %d %g\n", *one, *zero, *d * 2);
    delete one; delete zero; delete d;
    int n = 5;
    long *arr = new long[n];
    for (int i = 0; i < n; i++) arr[i] = (long)i * i;
    long s = 0;
    for (int i = 0; i < n; i++) s += arr[i];
    delete[] arr;
    Plain *ps = new Plain[3];
    ps[2].b = 7;
    printf("%ld %ld\n", s, ps[2].b + 1);
    delete[] ps;
    alignas(Node) unsigned char buf[sizeof(Node)];
    Node *pn = new (buf) Node(9, 0);
    printf(" %d %d\n", pn->sum(), (void *)pn == (void *)buf);
    pn->~Node();
    Node *none = 0;
    delete none;
    printf("\n");
    return 0;
}
