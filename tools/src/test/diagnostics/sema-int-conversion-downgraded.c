// FLAGS: -Wno-error=int-conversion
int *f(long n) {
    return n;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{incompatible integer to pointer conversion returning 'long' from a function with result type 'int *'}}
