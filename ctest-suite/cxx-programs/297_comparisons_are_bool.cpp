// In C++ a comparison, `!e`, `a && b` and `a || b` are prvalues of type bool ([expr.rel], [expr.eq], [expr.unary.op],
// [expr.log.and]); jcirc++ typed them as C's int: `sizeof(a == b)` was 4, `auto x = a < b;` an int, a template deduced
// from them an int, and `R r{"x", c == 1};` with a bool member was a narrowing error (wrong code and a wrong
// diagnostic before).
#include <cstdio>

struct R { const char *s; bool b; };

template <class T> struct Kind { static const char *name() { return "other"; } };
template <> struct Kind<bool> { static const char *name() { return "bool"; } };
template <> struct Kind<int> { static const char *name() { return "int"; } };
template <class T> const char *kind(T) { return Kind<T>::name(); }

static void f(int) { std::puts("f(int)"); }
static void f(bool) { std::puts("f(bool)"); }

int main(int argc, char **) {
    int c = argc, d = 2;
    double x = 1.5;
    int *p = &c, *q = nullptr;
    R r{"x", c == 1};
    auto a = c < d;
    auto n = !c;
    auto both = c > 0 && d > 0;
    auto either = c > 5 || p == q;
    std::printf("%d %zu %zu %zu %zu %zu\n", r.b, sizeof(a), sizeof(c == d), sizeof(!x), sizeof(c && d), sizeof(p != q));
    std::printf("%s %s %s %s %s\n", kind(a), kind(n), kind(both), kind(either), kind(x < 2.0));
    std::printf("%s %s\n", kind((c < d) + (d < c)), kind((c < d) & (d > c)));
    f(c == d);
    f(!p);
    f(c + d);
    bool b = (c < d) == (x > 1.0);
    int sum = (c < d) + (c == 1) + !q + (x > 1.0);
    std::printf("%d %d %d %d %d\n", b, sum, a, n, c < d ? 10 : 20);
    return 0;
}
