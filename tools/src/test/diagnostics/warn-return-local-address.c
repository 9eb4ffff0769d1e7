int *f(void) {
    int x = 1;
    return &x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{address of stack memory associated with local variable 'x' returned}}
