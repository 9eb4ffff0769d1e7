struct point { int x; int y };
int main(void) { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{expected ';' at end of declaration list}}
