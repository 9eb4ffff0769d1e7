int f(void) {
    return;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{non-void function 'f' should return a value}}
