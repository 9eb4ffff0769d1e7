void g(void);
int f(void) {
    int v = g();
    return v;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{initializing 'int' with an expression of incompatible type 'void'}}
