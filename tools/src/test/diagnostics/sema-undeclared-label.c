void f(void) {
    goto done;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{use of undeclared label 'done'}}
