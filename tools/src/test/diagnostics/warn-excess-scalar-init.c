int x = { 1, 2 };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{excess elements in scalar initializer}}
