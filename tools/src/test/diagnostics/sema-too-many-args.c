int g(int a);
int f(void) {
    return g(1, 2);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{too many arguments to function call, expected single argument 'a', have 2 arguments}}
// expected-note@1 {{'g' declared here}}
