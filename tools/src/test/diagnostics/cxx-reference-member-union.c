// FLAGS: -x c++
// A union cannot have a reference member ([class.union]/2).
union U {
    int &r;
    int x;
};
int main() { return 0; }
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{union member 'r' has reference type 'int &'}}
