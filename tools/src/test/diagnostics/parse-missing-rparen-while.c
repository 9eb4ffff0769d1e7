int f(int x) {
    while (x > 0 {
        x--;
    }
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ')'}}
// expected-note@2 {{to match this '('}}
