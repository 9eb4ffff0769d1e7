struct S { int a; };
int f(struct S *p) {
    return p.a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{member reference type 'struct S *' is a pointer; did you mean to use '->'?}}
