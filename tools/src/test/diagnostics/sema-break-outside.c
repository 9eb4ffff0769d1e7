void f(void) {
    break;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{'break' statement not in loop or switch statement}}
