int g(int, int);
int f(void) {
    return g(1, );
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected expression}}
