int f(int x) {
    return *x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{indirection requires pointer operand ('int' invalid)}}
