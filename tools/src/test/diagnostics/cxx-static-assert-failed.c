// FLAGS: -x c++
constexpr int size = 3 * 4;
static_assert(size == 12, "twelve");
static_assert(size % 5 == 0, "a multiple of five");
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{static assertion failed due to requirement 'size % 5 == 0': a multiple of five}}
// expected-note@4 {{expression evaluates to '2 == 0'}}
