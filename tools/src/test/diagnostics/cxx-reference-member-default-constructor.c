// FLAGS: -x c++
// The implicit default constructor of a class with a reference member and no initializer for it is deleted.
struct M {
    int &r;
};
int main() {
    M m;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@7 {{call to implicitly-deleted default constructor of 'M'}}
// expected-note@4 {{default constructor of 'M' is implicitly deleted because field 'r' of reference type 'int &' would not be initialized}}
