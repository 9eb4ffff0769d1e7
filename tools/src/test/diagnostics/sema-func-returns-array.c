typedef int A[3];
A f(void);
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{function cannot return array type 'A' (aka 'int[3]')}}
