int f(double d) { return (int d; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected ')'}}
// expected-note@1 {{to match this '('}}
// expected-error@1 {{expected expression}}
