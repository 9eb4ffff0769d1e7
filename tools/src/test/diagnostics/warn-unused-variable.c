// FLAGS: -Wall
int f(void) {
    int unused = 3;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{unused variable 'unused'}}
