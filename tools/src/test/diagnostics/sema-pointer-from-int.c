char *f(int x) {
    char *p = x;
    return p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{incompatible integer to pointer conversion initializing 'char *' with an expression of type 'int'}}
