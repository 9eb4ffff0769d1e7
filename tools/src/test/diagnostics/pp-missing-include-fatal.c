// A missing header is a fatal error at the header name; nothing after it is reported.
#include <stdio.h>
#include <jcirc_no_such_header.h>
int f(void) { return undeclared_after_fatal; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{'jcirc_no_such_header.h' file not found}}
