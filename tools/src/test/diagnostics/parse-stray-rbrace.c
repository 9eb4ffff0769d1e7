int f(void) {
    return 0;
}
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{extraneous closing brace ('}')}}
