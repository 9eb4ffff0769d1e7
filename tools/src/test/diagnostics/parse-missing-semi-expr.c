int f(int x) {
    x = x + 1
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ';' after expression}}
