int f(int x) {
    return x[1];
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{subscripted value is not an array, pointer, or vector}}
