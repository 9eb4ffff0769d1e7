int f(int x, int y) {
    switch (x) { case y: return 1; }
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expression is not an integer constant expression}}
