int compute(int);
int f(void) {
    return compte(3);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{call to undeclared function 'compte'; ISO C99 and later do not support implicit function declarations}}
// expected-note@3 {{did you mean 'compute'?}}
// expected-note@1 {{'compute' declared here}}
