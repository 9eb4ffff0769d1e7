struct node { int value; struct node *next; };
int f(struct node *n) {
    return n->nxt->value;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{no member named 'nxt' in 'struct node'; did you mean 'next'?}}
// expected-note@1 {{'next' declared here}}
