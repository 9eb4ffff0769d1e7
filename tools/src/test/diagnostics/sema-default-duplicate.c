int f(int x) {
    switch (x) { default: return 1; default: return 2; }
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{multiple default labels in one switch}}
// expected-note@2 {{previous case defined here}}
