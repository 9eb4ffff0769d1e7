// FLAGS: -x c++
// A non-const lvalue reference member cannot bind to a temporary, also in aggregate initialization.
struct A {
    int &r;
    double d;
};
int main() {
    A a{1, 2.0};
    return (int)a.d;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@8 {{non-const lvalue reference to type 'int' cannot bind to a temporary of type 'int'}}
