__attribute__((deprecated)) int old(void);
int f(void) {
    return old();
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{'old' is deprecated}}
// expected-note@1 {{'old' has been explicitly marked deprecated here}}
