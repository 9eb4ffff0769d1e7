void f(int x) {
    switch (x) { case 1: continue; }
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{'continue' statement not in loop statement}}
