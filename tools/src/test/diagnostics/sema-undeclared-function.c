int f(void) {
    return undefined_fn(3);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{call to undeclared function 'undefined_fn'; ISO C99 and later do not support implicit function declarations}}
