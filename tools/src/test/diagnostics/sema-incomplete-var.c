struct S;
void f(void) {
    struct S s;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{variable has incomplete type 'struct S'}}
// expected-note@1 {{forward declaration of 'struct S'}}
