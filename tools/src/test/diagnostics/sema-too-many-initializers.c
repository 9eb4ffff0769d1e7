int a[2] = { 1, 2, 3 };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{excess elements in array initializer}}
