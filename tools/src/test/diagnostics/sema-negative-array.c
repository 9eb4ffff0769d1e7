int a[-1];
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{'a' declared as an array with a negative size}}
