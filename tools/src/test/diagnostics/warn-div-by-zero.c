int f(int x) {
    return x / 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{division by zero is undefined}}
