int f(void) {
    return 1 << 40;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{shift count >= width of type}}
