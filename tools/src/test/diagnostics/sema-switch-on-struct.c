struct S { int a; };
int f(struct S s) {
    switch (s) { default: return 0; }
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{statement requires expression of integer type ('struct S' invalid)}}
