int f(char *p) {
    int x = p;
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{incompatible pointer to integer conversion initializing 'int' with an expression of type 'char *'}}
