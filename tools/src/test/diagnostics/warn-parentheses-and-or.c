// FLAGS: -Wall
int f(int a, int b, int c) {
    return a && b || c;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{'&&' within '||'}}
// expected-note@3 {{place parentheses around the '&&' expression to silence this warning}}
