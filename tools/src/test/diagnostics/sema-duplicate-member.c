struct S { int a; int a; };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{duplicate member 'a'}}
// expected-note@1 {{previous declaration is here}}
