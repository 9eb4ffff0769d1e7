int f(int x) {
    switch (x) {
    case 1: return 2;
    case 1: return 3;
    }
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{duplicate case value '1'}}
// expected-note@3 {{previous case defined here}}
