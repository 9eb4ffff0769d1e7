int f(void) {
    return y;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{use of undeclared identifier 'y'}}
