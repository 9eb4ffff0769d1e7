// FLAGS: -x c++
long *make(void);
void use(void) {
    int *p = make();
    (void)p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{cannot initialize a variable of type 'int *' with an rvalue of type 'long *'}}
