/* File-scope tables built from compound literals: arrays of structs pointing at literal arrays,
   string tables, a linked structure, and literals modified at run time. */
#include <stdio.h>

struct command { const char *name; const int *args; int nargs; };

static const struct command commands[] = {
    { "add", (const int[]){ 1, 2 }, 2 },
    { "neg", (const int[]){ 5 }, 1 },
    { "sum", (const int[]){ 1, 2, 3, 4 }, 4 },
};

struct node { int value; struct node *left, *right; };
static struct node *root = &(struct node){ 10,
    &(struct node){ 5, 0, 0 },
    &(struct node){ 20, &(struct node){ 15, 0, 0 }, 0 } };

static int *counters = (int[8]){ 0 };
static const char *const *words = (const char *const[]){ "alpha", "beta", "gamma", 0 };

static int sum(struct node *n) { return n ? n->value + sum(n->left) + sum(n->right) : 0; }

int main(void) {
    for (unsigned i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        int s = 0;
        for (int j = 0; j < commands[i].nargs; j++) s += commands[i].args[j];
        printf("%s:%d ", commands[i].name, s);
    }
    printf("\n%d\n", sum(root));
    for (int i = 0; i < 8; i++) counters[i % 3]++;
    printf("%d %d %d %d\n", counters[0], counters[1], counters[2], counters[7]);
    for (const char *const *w = words; *w; w++) printf("%s ", *w);
    printf("\n");
    return 0;
}
