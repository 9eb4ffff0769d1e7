void f(void) {
l:
    ;
l:
    ;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{redefinition of label 'l'}}
// expected-note@2 {{previous definition is here}}
