int total_size;
int f(void) {
    return total_sise;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{use of undeclared identifier 'total_sise'; did you mean 'total_size'?}}
// expected-note@1 {{'total_size' declared here}}
