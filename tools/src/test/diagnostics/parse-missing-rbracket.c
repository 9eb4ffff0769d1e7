int f(void) {
    int a[4] = {0};
    return a[1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected ']'}}
// expected-note@3 {{to match this '['}}
