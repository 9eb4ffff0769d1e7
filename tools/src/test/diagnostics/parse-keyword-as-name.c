int f(void) {
    int int = 3;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{cannot combine with previous 'int' declaration specifier}}
// expected-error@2 {{expected identifier or '('}}
