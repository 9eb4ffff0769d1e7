const char *s = "hello;
int x;
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{missing terminating '"' character}}
// expected-error@1 {{expected expression}}
