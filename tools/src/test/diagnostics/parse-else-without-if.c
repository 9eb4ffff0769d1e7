int f(int x) {
    x++;
    else x--;
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected expression}}
