// FLAGS: -x c++
int *strip(const int *cp) {
    int *p = 0;
    p = cp;
    return p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{assigning to 'int *' from 'const int *' discards qualifiers}}
