// Constructors with default arguments called from a default member initializer and from a delegating constructor:
// `std::string label = "none";` (basic_string(const char *, const allocator & = allocator())), `M m{3};` with
// M(int, int = 10), `E(char) : E("d") {}` with E(std::string = "dflt", int = 2) — the implicit default constructor,
// a user constructor that leaves the member to its initializer, and aggregate initialization all use them.
#include <cstdio>
#include <string>

struct M {
    int a, b;
    M(int a, int b = 10) : a(a), b(b) { std::printf("M(%d, %d)\n", a, b); }
    ~M() { std::printf("~M(%d)\n", a); }
};

struct R {
    std::string label = "none";
    std::string tag{"t"};
    M m{3};
    int v = 7;
};

struct U {
    std::string label = "unset";
    M m = 4;
    int n;
    U() : n(1) {}
    explicit U(int n) : label("given"), n(n) {}
};

struct E {
    std::string a;
    E(std::string x = "dflt", int y = 2) : a(x + std::to_string(y)) {}
    E(char) : E("d") {}
    E(double) : E() {}
};

struct B { std::string s; int k; B(const char *p, int k = 5) : s(p), k(k) {} };
struct D : B { std::string t; D() : B("base"), t("mem") {} D(int) : D() {} };

int main() {
    {
        R r;
        std::printf("%s %s %d %d %d\n", r.label.c_str(), r.tag.c_str(), r.m.a, r.m.b, r.v);
        R s{"x"};
        std::printf("%s %s %d\n", s.label.c_str(), s.tag.c_str(), s.m.b);
    }
    U u, w(9);
    std::printf("%s %d %d / %s %d %d\n", u.label.c_str(), u.m.a, u.n, w.label.c_str(), w.m.b, w.n);
    E e('c'), f(1.5), g;
    std::printf("%s %s %s\n", e.a.c_str(), f.a.c_str(), g.a.c_str());
    D d(1);
    std::printf("%s %d %s\n", d.s.c_str(), d.k, d.t.c_str());
    return 0;
}
