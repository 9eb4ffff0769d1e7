int f(int x) {
    case 1: return x;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{'case' statement not in switch statement}}
