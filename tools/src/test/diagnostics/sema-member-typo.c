struct S { int length; };
int f(struct S s) {
    return s.lenght;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{no member named 'lenght' in 'struct S'; did you mean 'length'?}}
// expected-note@1 {{'length' declared here}}
