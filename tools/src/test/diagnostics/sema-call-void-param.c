int g(void);
int f(void) {
    return g(1);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{too many arguments to function call, expected 0, have 1}}
// expected-note@1 {{'g' declared here}}
