// FLAGS: -x c++
struct S { static int y; };
int main() { return S::w; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{no member named 'w' in 'S'}}
