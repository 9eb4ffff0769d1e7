int f(int a, int a) { return a; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{redefinition of parameter 'a'}}
// expected-note@1 {{previous declaration is here}}
// expected-warning@1 {{omitting the parameter name in a function definition is a C23 extension}}
