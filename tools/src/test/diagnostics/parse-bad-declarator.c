int 3x = 4;
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected identifier or '('}}
