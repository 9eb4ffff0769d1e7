struct point { int x; int y; }
int main(void) { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected ';' after struct}}
