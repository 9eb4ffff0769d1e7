_Static_assert(sizeof(int) == 8, "int is 8 bytes");
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{static assertion failed due to requirement 'sizeof(int) == 8': int is 8 bytes}}
// expected-note@1 {{expression evaluates to '4 == 8'}}
