int f(int a, int b) {
    a + b = 3;
    return a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expression is not assignable}}
