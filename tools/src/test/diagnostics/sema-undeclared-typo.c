int f(void) {
    int count = 3;
    return cuont;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{use of undeclared identifier 'cuont'; did you mean 'count'?}}
// expected-note@2 {{'count' declared here}}
