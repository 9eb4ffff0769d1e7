int f(int x) {
    return (x + 1));
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ';' after return statement}}
