int f(int x) {
    do { x--; } while (x > 0)
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected ';' after do/while statement}}
