void f(void) {
    int i = 0;
    float *p = &i;
    (void)p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{incompatible pointer types initializing 'float *' with an expression of type 'int *'}}
