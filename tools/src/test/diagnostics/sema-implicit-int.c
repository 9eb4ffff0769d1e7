static count;
int f(void) { return count; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
