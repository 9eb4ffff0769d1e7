// FLAGS: -Wno-error=implicit-function-declaration
int f(void) {
    return g(1);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{call to undeclared function 'g'; ISO C99 and later do not support implicit function declarations}}
