int f(int x) {
    if (x) return 1; else ; else return 2;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected expression}}
