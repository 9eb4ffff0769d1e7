struct S { int a; };
void f(void) {
    struct S s;
    s = 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{assigning to 'struct S' from incompatible type 'int'}}
