// FLAGS: -x c++
enum Color { Red, Green };
Color pick(int n) {
    Color c = Red;
    c = n;
    return c;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@5 {{assigning to 'Color' from incompatible type 'int'}}
