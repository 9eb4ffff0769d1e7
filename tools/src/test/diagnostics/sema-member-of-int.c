int f(int x) {
    return x.a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{member reference base type 'int' is not a structure or union}}
