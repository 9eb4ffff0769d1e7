int f(void) {
    int a[3], b[3];
    a = b;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{array type 'int[3]' is not assignable}}
