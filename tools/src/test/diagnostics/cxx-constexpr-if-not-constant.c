// FLAGS: -x c++ -std=c++17
int f(int n) {
    if constexpr (n > 0) return 1;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{constexpr if condition is not a constant expression}}
// expected-note@3 {{function parameter 'n' with unknown value cannot be used in a constant expression}}
// expected-note@2 {{declared here}}
