// A functional cast T(v) of an object of another class whose conversion function gives a T
// (basic_string_view<char>(str) through basic_string's operator basic_string_view): the copy constructor's argument by
// a user-defined conversion in direct-initialization; the conversion function's result is the object.
#include <cstdio>

int conversions = 0;

template<class C> struct view {
    const C *p;
    unsigned long n;
    constexpr view(const C *p_, unsigned long n_) : p(p_), n(n_) {}
    unsigned long size() const { return n; }
};

template<class C> struct str {
    const C *data;
    unsigned long n;
    operator view<C>() const { conversions++; return view<C>(data + 1, n - 1); }   // drops the first element
};

struct point { int x, y; };
struct polar {
    int r2;
    operator point() const { conversions++; return point{r2, -r2}; }
};

template<class C> unsigned long total(const str<C> &s) {
    return view<C>(s).size() + view<C>(s).p[0];
}

unsigned long length(view<char> v) { return v.n; }

int main() {
    str<char> s{"hello", 5};
    auto v = view<char>(s);
    std::printf("%lu %c %d\n", v.n, v.p[0], conversions);
    unsigned long len = length(view<char>(s));
    std::printf("%lu %d\n", len, conversions);
    str<int> t{nullptr, 0};
    int xs[4] = {10, 20, 30, 40};
    t.data = xs;
    t.n = 4;
    unsigned long tot = total(t);
    std::printf("%lu %d\n", tot, conversions);
    polar q{6};
    point p = point(q);
    int sum = point(q).x + point(polar{2}).y;
    std::printf("%d %d %d %d\n", p.x, p.y, sum, conversions);
    return 0;
}
