foo_t x;
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{unknown type name 'foo_t'}}
