int g(void) { return 1; }
int g(void) { return 2; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{redefinition of 'g'}}
// expected-note@1 {{previous definition is here}}
