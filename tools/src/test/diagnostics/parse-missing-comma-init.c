int a[3] = { 1, 2 3 };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected '}'}}
// expected-note@1 {{to match this '{'}}
