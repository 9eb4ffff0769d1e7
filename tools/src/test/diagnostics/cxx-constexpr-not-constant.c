// FLAGS: -x c++
int limit = 10;
constexpr int twice = limit * 2;
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{constexpr variable 'twice' must be initialized by a constant expression}}
// expected-note@3 {{read of non-const variable 'limit' is not allowed in a constant expression}}
// expected-note@2 {{declared here}}
