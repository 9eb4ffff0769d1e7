// FLAGS: -Wall
int f(void) {
    int x;
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@4 {{variable 'x' is uninitialized when used here}}
// expected-note@3 {{initialize the variable 'x' to silence this warning}}
