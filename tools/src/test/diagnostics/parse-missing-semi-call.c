void g(int);
void f(void) {
    g(1)
    g(2);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected ';' after expression}}
