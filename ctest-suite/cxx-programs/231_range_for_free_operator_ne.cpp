// Range-for over iterators whose operator!= is a free function ([stmt.ranged]: __begin != __end is found by ordinary
// lookup and argument-dependent lookup, member or non-member): a plain function and a function template of the shape
// of libstdc++'s __normal_iterator (template <class L, class R, class C> bool operator!=(const It<L, C>&,
// const It<R, C>&)), by value and by reference, iterators of a class template instance.
#include <cstdio>
namespace ns {
template <class P, class C> struct It {
    P p;
    explicit It(P q) : p(q) {}
    It &operator++() { ++p; return *this; }
    int &operator*() const { return *p; }
    P base() const { return p; }
};
template <class L, class R, class C> bool operator!=(const It<L, C> &a, const It<R, C> &b) {
    std::printf("[ne]");
    return a.base() != b.base();
}
struct K { int *p; K &operator++() { ++p; return *this; } int &operator*() const { return *p; } };
bool operator!=(const K &a, const K &b) { return a.p != b.p; }
}
struct Seq {
    int v[4];
    ns::It<int *, Seq> begin() { return ns::It<int *, Seq>(v); }
    ns::It<int *, Seq> end() { return ns::It<int *, Seq>(v + 4); }
};
struct Seq2 {
    int v[3];
    ns::K begin() { return ns::K{v}; }
    ns::K end() { return ns::K{v + 3}; }
};
template <class T> struct Box {
    int v[2];
    ns::It<int *, Box> begin() { return ns::It<int *, Box>(v); }
    ns::It<int *, Box> end() { return ns::It<int *, Box>(v + 2); }
};
int total(Seq &r) {
    int t = 0;
    for (int x : r) t += x;
    return t;
}
int main() {
    Seq s{{1, 2, 3, 4}};
    Seq2 s2{{10, 20, 30}};
    int t = 0;
    for (int x : s2) t += x;
    for (int x : s) t += x;
    std::printf("\n%d\n", t);
    for (int &x : s) x *= 3;
    for (auto x : s) std::printf(" %d", x);
    Box<char> b{{5, 6}};
    int tb = 0;
    for (const int &x : b) tb += x;
    std::printf("\n%d %d\n", total(s), tb);
    return 0;
}
