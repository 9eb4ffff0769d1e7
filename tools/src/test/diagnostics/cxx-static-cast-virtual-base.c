// FLAGS: -x c++
struct V { int v; };
struct W : virtual V { };
int main() {
    V v;
    W &w = static_cast<W &>(v);
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{cannot cast 'V' to 'W &' via virtual base 'V'}}
