// FLAGS: -x c++
int *addr(int n) {
    return n;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{cannot initialize return object of type 'int *' with an lvalue of type 'int'}}
