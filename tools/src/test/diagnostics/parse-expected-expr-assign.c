int f(void) {
    int x;
    x = ;
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected expression}}
