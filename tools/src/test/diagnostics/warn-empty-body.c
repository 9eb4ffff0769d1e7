int f(int x) {
    if (x);
        return 1;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{if statement has empty body}}
// expected-note@2 {{put the semicolon on a separate line to silence this warning}}
