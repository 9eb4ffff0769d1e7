// FLAGS: -x c++
struct B { int b; };
struct A1 : B {};
struct A2 : B {};
struct M : A1, A2 {};
int main() {
    A1 a;
    M &m = static_cast<M &>(static_cast<B &>(a));
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@8 {{ambiguous cast from base 'B' to derived 'M':}}
