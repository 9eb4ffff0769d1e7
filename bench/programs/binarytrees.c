/* binary trees: allocate and walk many perfect binary trees with malloc/free;
   prints node counts per depth. argv[1] = max depth. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    struct Node *left, *right;
} Node;

static Node *make(int depth) {
    Node *n = malloc(sizeof *n);
    if (depth > 0) {
        n->left = make(depth - 1);
        n->right = make(depth - 1);
    } else {
        n->left = n->right = NULL;
    }
    return n;
}

static long check(const Node *n) {
    if (!n->left)
        return 1;
    return 1 + check(n->left) + check(n->right);
}

static void release(Node *n) {
    if (n->left) {
        release(n->left);
        release(n->right);
    }
    free(n);
}

int main(int argc, char **argv) {
    int maxdepth = argc > 1 ? atoi(argv[1]) : 18;
    int mindepth = 4;
    if (maxdepth < mindepth + 2)
        maxdepth = mindepth + 2;

    Node *stretch = make(maxdepth + 1);
    printf("stretch tree of depth %d\t check: %ld\n", maxdepth + 1, check(stretch));
    release(stretch);

    Node *longlived = make(maxdepth);
    for (int d = mindepth; d <= maxdepth; d += 2) {
        long iterations = 1L << (maxdepth - d + mindepth);
        long sum = 0;
        for (long i = 0; i < iterations; i++) {
            Node *t = make(d);
            sum += check(t);
            release(t);
        }
        printf("%ld\t trees of depth %d\t check: %ld\n", iterations, d, sum);
    }
    printf("long lived tree of depth %d\t check: %ld\n", maxdepth, check(longlived));
    release(longlived);
    return 0;
}
