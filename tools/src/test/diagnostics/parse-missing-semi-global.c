int counter = 0
int main(void) { return counter; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{expected ';' after top level declarator}}
