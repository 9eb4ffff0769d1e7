#include <string.h>
struct node { int value; struct node *next; };
int sum(struct node *n) {
    int s = 0;
    while (n) { s += n->value; n = n->nxt; }
    return s + strlen("x") + lenght;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@5 {{no member named 'nxt' in 'struct node'; did you mean 'next'?}}
// expected-note@2 {{'next' declared here}}
// expected-error@6 {{use of undeclared identifier 'lenght'}}
