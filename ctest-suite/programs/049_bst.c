#include <stdio.h>
#include <stdlib.h>
typedef struct tree { int key; struct tree *l, *r; } tree;
static tree *insert(tree *t, int k) {
    if (!t) { t = calloc(1, sizeof *t); t->key = k; return t; }
    if (k < t->key) t->l = insert(t->l, k); else if (k > t->key) t->r = insert(t->r, k);
    return t;
}
static int height(const tree *t) { if (!t) return 0; int a = height(t->l), b = height(t->r); return 1 + (a > b ? a : b); }
static void inorder(const tree *t) { if (!t) return; inorder(t->l); printf("%d ", t->key); inorder(t->r); }
static int count(const tree *t) { return t ? 1 + count(t->l) + count(t->r) : 0; }
int main(void) {
    tree *t = NULL;
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 30, 65, 10};
    for (unsigned i = 0; i < sizeof keys / sizeof *keys; i++) t = insert(t, keys[i]);
    inorder(t); printf("\n%d %d\n", height(t), count(t));
    return 0;
}
