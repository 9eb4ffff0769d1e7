struct S { int a : 40; };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{width of bit-field 'a' (40 bits) exceeds the width of its type (32 bits)}}
