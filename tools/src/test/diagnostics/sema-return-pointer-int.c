int f(char *p) {
    return p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{incompatible pointer to integer conversion returning 'char *' from a function with result type 'int'}}
