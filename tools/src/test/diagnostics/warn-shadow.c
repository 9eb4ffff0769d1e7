// FLAGS: -Wshadow
int f(int x) {
    {
        int x = 2;
        return x;
    }
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@4 {{declaration shadows a local variable}}
// expected-note@2 {{previous declaration is here}}
