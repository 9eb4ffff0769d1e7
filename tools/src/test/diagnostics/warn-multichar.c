int c = 'ab';
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@1 {{multi-character character constant}}
