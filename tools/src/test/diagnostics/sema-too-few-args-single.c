int sq(int v);
int f(void) {
    return sq();
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{too few arguments to function call, single argument 'v' was not specified}}
// expected-note@1 {{'sq' declared here}}
