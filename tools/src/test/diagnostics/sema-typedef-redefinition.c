typedef int T;
typedef float T;
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{typedef redefinition with different types ('float' vs 'int')}}
// expected-note@1 {{previous definition is here}}
