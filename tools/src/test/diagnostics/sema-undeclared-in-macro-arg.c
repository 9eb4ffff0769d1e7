#define TWICE(x) ((x) * 2)
int f(void) {
    return TWICE(valu);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{use of undeclared identifier 'valu'}}
