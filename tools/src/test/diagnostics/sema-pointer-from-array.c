long arr[3];
int *f(void) {
    int *p = arr;
    return p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{incompatible pointer types initializing 'int *' with an expression of type 'long[3]'}}
