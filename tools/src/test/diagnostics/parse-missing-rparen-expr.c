int f(int x) {
    int y = (x + 1 * 2;
    return y;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ')'}}
// expected-note@2 {{to match this '('}}
