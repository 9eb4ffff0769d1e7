int f(int x) {
    switch (x) {
    case 1 return 1;
    }
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{expected ':' after 'case'}}
