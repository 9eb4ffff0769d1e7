// Reference collapsing ([dcl.ref]/6): a reference declarator on a type name that is already a reference
// (a class template's parameter T = M const&, a typedef of int&) declares that same reference.
// Catch2's MatchExpr<std::string, MatcherBase<std::string> const&> has a member `MatcherT m_matcher` and a
// constructor parameter `MatcherT const& matcher`.
#include <cstdio>
#include <string>

typedef int &IntRef;

struct Counter {
    int v;
    int get() const { return v; }
};

template <typename T>
struct Holder {
    T m;                        // a reference member when T is a reference
    Holder(T const &t) : m(t) {}
    int run() const { return m.get(); }
};

template <typename T>
struct Pair {
    T a;
    T &b;
    Pair(T x, T &&y) : a(x), b(y) {}   // T x with T = Counter&: a reference parameter, no dangling member
};

template <typename T>
struct Matcher {
    virtual ~Matcher() {}
    virtual bool match(T const &a) const = 0;
    virtual std::string describe() const { return "matcher"; }
};

struct IsX : Matcher<std::string> {
    bool match(std::string const &a) const override { return a == "x"; }
    std::string describe() const override { return "equals \"x\""; }
};

struct Result {
    bool ok;
    Result(bool, bool r) : ok(r) {}
    virtual ~Result() {}
    virtual void show() const = 0;
};

template <typename ArgT, typename MatcherT>
struct MatchExpr : Result {
    ArgT const &arg;
    MatcherT matcher;
    MatchExpr(ArgT const &a, MatcherT const &m) : Result{true, m.match(a)}, arg(a), matcher(m) {}
    void show() const override {
        std::string d = matcher.describe();
        printf("'%s' %s: %s\n", arg.c_str(), d.c_str(), ok ? "yes" : "no");
    }
};

void check(Matcher<std::string> const &m, std::string const &s) {
    MatchExpr<std::string, Matcher<std::string> const &> e(s, m);   // the matcher is held by reference: no slicing
    e.show();
}

int main() {
    int x = 1;
    IntRef &r = x;   // int& & is int&
    r = 4;
    Counter c{5};
    Holder<Counter const &> h(c);   // Holder(Counter const& t)
    c.v = 7;                        // seen through the member reference
    Holder<Counter> h2(c);          // a copy
    c.v = 8;
    printf("%d %d %d\n", x, h.run(), h2.run());
    Pair<Counter &> p(c, c);
    p.a.v = 9;
    p.b.v += 1;
    printf("%d %d\n", c.v, &p.a == &p.b);
    IsX isx;
    check(isx, "x");
    check(isx, "y");
    return 0;
}
