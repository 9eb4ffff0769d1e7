int f(int a, int b {
    return a + b;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected ')'}}
// expected-note@1 {{to match this '('}}
// expected-error@+0 {{expected function body after function declarator}}
