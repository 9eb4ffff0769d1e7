// FLAGS: -Werror=unused-variable
void f(void) {
    int u;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{unused variable 'u'}}
