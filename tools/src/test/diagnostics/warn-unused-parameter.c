// FLAGS: -Wextra
int f(int a, int b) {
    return a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{unused parameter 'b'}}
