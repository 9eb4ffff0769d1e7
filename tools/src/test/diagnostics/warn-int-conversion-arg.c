void take(int *);
void f(void) {
    take(5);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{incompatible integer to pointer conversion passing 'int' to parameter of type 'int *'}}
// expected-note@1 {{passing argument to parameter here}}
