int f(int x) {
    return x ? 1 2;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ':'}}
// expected-note@2 {{to match this '?'}}
