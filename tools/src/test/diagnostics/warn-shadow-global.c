// FLAGS: -Wshadow
int total;
int f(int total) {
    return total;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{declaration shadows a variable in the global scope}}
// expected-note@2 {{previous declaration is here}}
