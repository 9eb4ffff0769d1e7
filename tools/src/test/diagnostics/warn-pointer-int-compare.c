int f(int *a) {
    return a == 1;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{comparison between pointer and integer ('int *' and 'int')}}
