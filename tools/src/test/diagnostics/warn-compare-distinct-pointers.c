int f(int *a, float *b) {
    return a == b;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{comparison of distinct pointer types ('int *' and 'float *')}}
