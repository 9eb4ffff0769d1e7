struct S { int a; };
struct S { int b; };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{redefinition of 'S'}}
// expected-note@1 {{previous definition is here}}
