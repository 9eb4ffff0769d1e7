int f(int x) {
    do { x--; } (x > 0);
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{expected 'while' in do/while loop}}
// expected-note@2 {{to match this 'do'}}
