// FLAGS: -x c++
struct B { int b; };
struct D : B { int d; };
int main() {
    const D d{};
    B &r = static_cast<B &>(d);
    return r.b;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{binding reference of type 'B' to value of type 'const D' drops 'const' qualifier}}
