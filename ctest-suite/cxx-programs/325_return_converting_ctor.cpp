// return "abc"; in a function returning a class by value: the string literal decays to const char * and the
// class's converting constructor builds the result object (copy-initialization of the returned value)
#include <cstdio>
#include <string>
struct S {
    S(const char *p) : p(p) { std::printf("S(%s)\n", p); }
    S(const S &o) : p(o.p) { std::printf("copy\n"); }
    ~S() { std::printf("~S(%s)\n", p); }
    const char *p;
};
struct Shape {
    virtual ~Shape() = default;
    virtual std::string name() const { return "shape"; }
};
struct Circle : Shape {
    std::string name() const override { return "circle"; }
};
S f(int x) {
    if (x > 1) return "big";
    return "small";
}
std::string g(const char *const *names, int i) { if (i < 0) return "none"; return names[i]; }
int main() {
    std::printf("%s\n", f(2).p);
    std::printf("%s\n", f(0).p);
    Circle c;
    Shape s;
    const Shape &r = c;
    std::printf("%s %s %zu\n", r.name().c_str(), s.name().c_str(), r.name().size());
    const char *names[] = {"a", "bc"};
    std::printf("%s %s\n", g(names, 1).c_str(), g(names, -1).c_str());
    return 0;
}
