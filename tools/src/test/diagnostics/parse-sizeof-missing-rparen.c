unsigned long f(void) { return sizeof(int; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected ')'}}
// expected-note@1 {{to match this '('}}
