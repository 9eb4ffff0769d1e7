void f(int x) {
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{void function 'f' should not return a value}}
