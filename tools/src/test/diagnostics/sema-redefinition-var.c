int f(void) {
    int a = 1;
    int a = 2;
    return a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{redefinition of 'a'}}
// expected-note@2 {{previous definition is here}}
