struct S;
unsigned long f(void) {
    return sizeof(struct S);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{invalid application of 'sizeof' to an incomplete type 'struct S'}}
// expected-note@1 {{forward declaration of 'struct S'}}
