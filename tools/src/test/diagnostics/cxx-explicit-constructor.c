// FLAGS: -x c++
struct Strict {
    int n;
    explicit Strict(int k) : n(k) {}
};
int main() {
    Strict ok(3);
    Strict s = 3;
    return ok.n + s.n;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@8 {{no viable conversion from 'int' to 'Strict'}}
// expected-note@2 {{candidate constructor (the implicit copy constructor) not viable: no known conversion from 'int' to 'const Strict &' for 1st argument}}
// expected-note@2 {{candidate constructor (the implicit move constructor) not viable: no known conversion from 'int' to 'Strict &&' for 1st argument}}
// expected-note@4 {{explicit constructor is not a candidate}}
