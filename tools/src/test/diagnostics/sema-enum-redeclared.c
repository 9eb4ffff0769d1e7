enum { A, B };
enum { B, C };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{redefinition of enumerator 'B'}}
// expected-note@1 {{previous definition is here}}
