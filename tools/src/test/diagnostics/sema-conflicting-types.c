int g(int);
double g(int);
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{conflicting types for 'g'}}
// expected-note@1 {{previous declaration is here}}
