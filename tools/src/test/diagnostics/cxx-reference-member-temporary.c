// FLAGS: -x c++
// A mem-initializer binding a reference member to a temporary is ill-formed ([class.base.init]/8).
struct T {
    const int &r;
    T() : r(5) {}
};
int main() { T t; return t.r; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@5 {{reference member 'r' binds to a temporary object whose lifetime would be shorter than the lifetime of the constructed object}}
// expected-note@4 {{reference member declared here}}
