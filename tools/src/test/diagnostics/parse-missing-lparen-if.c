int f(int x) {
    if x > 1) return 1;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected '(' after 'if'}}
