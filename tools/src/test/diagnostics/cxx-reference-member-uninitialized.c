// FLAGS: -x c++
// A constructor must initialize a reference member (no default member initializer, not in its mem-initializer list).
struct N {
    int &r;
    int k;
    N() : k(1) {}
};
int main() { N n; return n.k; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{constructor for 'N' must explicitly initialize the reference member 'r'}}
// expected-note@4 {{declared here}}
