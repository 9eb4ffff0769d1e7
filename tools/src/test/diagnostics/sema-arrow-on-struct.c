struct S { int a; };
int f(struct S s) {
    return s->a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{member reference type 'struct S' is not a pointer; did you mean to use '.'?}}
