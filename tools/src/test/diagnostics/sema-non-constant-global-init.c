int g(void);
int x = g();
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{initializer element is not a compile-time constant}}
