struct S { int a; };
int f(struct S s) {
    return s + 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{invalid operands to binary expression ('struct S' and 'int')}}
