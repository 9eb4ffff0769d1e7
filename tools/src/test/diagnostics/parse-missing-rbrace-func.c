int f(int x) {
    return x;

int g(void) { return 2; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{function definition is not allowed here}}
// expected-note@1 {{to match this '{'}}
// expected-error@+0 {{expected '}'}}
