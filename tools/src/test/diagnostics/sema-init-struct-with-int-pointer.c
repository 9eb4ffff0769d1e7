struct S { int *p; };
struct S s = { 1.5 };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{initializing 'int *' with an expression of incompatible type 'double'}}
