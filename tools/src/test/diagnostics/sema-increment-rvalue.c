int f(int a) {
    return (a + 1)++;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expression is not assignable}}
