int f(int n) {
    int s = 0;
    for (int i = 0, i < n; i++)
        s += i;
    return s;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{redefinition of 'i'}}
// expected-note@3 {{previous definition is here}}
// expected-error@3 {{expected ';' in 'for' statement specifier}}
// expected-error@3 {{expected expression}}
