int g(int, int);
int f(int x) {
    return g(x, 2;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected ')'}}
// expected-note@3 {{to match this '('}}
