int f(int x) {
    if (x) {
        return 1;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-note@1 {{to match this '{'}}
// expected-error@+0 {{expected '}'}}
