// FLAGS: -Wall
static int helper(void) { return 1; }
int f(void) { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{unused function 'helper'}}
