int f(void) {
    int a = 1
    int b = 2;
    return a + b;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ';' at end of declaration}}
