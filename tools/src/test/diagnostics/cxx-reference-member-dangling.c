// FLAGS: -x c++
// Binding a reference member to a by-value parameter of the constructor dangles (-Wdangling-field).
struct P {
    int &r;
    P(int v) : r(v) {}
};
int main() { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@5 {{binding reference member 'r' to stack allocated parameter 'v'}}
// expected-note@4 {{reference member declared here}}
