int f(int x) {
    if (x)
        return 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@4 {{non-void function does not return a value in all control paths}}
