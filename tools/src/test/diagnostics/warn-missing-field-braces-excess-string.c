char s[3] = "abcd";
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{initializer-string for char array is too long}}
