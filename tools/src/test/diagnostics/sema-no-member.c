struct S { int length; };
int f(struct S s) {
    return s.size;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{no member named 'size' in 'struct S'}}
