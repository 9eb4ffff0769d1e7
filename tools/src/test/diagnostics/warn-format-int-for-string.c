int printf(const char *, ...);
void f(int x) {
    printf("%s\n", x);
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@3 {{format specifies type 'char *' but the argument has type 'int'}}
