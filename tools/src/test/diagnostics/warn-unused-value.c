void f(int x) {
    x + 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{expression result unused}}
