int printf(const char *, ...);
void f(void) {
    printf("%d %d\n", 1);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{more '%' conversions than data arguments}}
