int f(int *p) {
    return p << 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{invalid operands to binary expression ('int *' and 'int')}}
