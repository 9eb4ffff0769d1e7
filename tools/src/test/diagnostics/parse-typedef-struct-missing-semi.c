typedef struct { int a; } T;
int f(T t) {
    int x = t.a
    return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected ';' at end of declaration}}
