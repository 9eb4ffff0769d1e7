double f(double a, double b) {
    return a % b;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{invalid operands to binary expression ('double' and 'double')}}
