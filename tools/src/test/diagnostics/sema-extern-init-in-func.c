void f(void) {
    extern int x = 3;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{declaration of block scope identifier with linkage cannot have an initializer}}
