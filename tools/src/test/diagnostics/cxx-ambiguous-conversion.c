// FLAGS: -x c++
struct Two {
    operator int() const { return 1; }
    operator long() const { return 2; }
};
int main() {
    Two t;
    double d = t;
    return (int)d;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@8 {{conversion from 'Two' to 'double' is ambiguous}}
// expected-note@3 {{candidate function}}
// expected-note@4 {{candidate function}}
