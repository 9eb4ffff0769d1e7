// FLAGS: -x c++
// The implicit copy assignment of a class with a reference member is deleted.
struct Q {
    int &r;
    int v;
};
int main() {
    int x = 1, y = 2;
    Q a{x, 1};
    Q b{y, 2};
    b = a;
    return b.v;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@11 {{object of type 'Q' cannot be assigned because its copy assignment operator is implicitly deleted}}
// expected-note@4 {{copy assignment operator of 'Q' is implicitly deleted because field 'r' is of reference type 'int &'}}
