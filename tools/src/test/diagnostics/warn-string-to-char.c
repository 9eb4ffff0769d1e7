void f(void) {
    char c = "x";
    (void)c;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{incompatible pointer to integer conversion initializing 'char' with an expression of type 'char[2]'}}
