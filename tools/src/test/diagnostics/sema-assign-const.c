int f(void) {
    const int c = 1;
    c = 2;
    return c;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{cannot assign to variable 'c' with const-qualified type 'const int'}}
// expected-note@2 {{variable 'c' declared const here}}
