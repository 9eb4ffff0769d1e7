int *f(int a) {
    return &(a + 1);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{cannot take the address of an rvalue of type 'int'}}
