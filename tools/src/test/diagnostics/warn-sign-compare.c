// FLAGS: -Wextra
int f(unsigned u, int s) {
    return u < s;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{comparison of integers of different signs: 'unsigned int' and 'int'}}
