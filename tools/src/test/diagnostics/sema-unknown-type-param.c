int f(size_type n) { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{unknown type name 'size_type'}}
