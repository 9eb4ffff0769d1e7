// A member class template of a class template (stl_tree.h's _Rb_tree<…>::_Rb_tree_impl<_Key_compare>): one class per
// instance of both, laid out from the member template's body with the outer and inner arguments bound, deriving from
// a member typedef, a class template instance over its own parameter and a plain class; its constructors'
// mem-initializers name its members. Mem-initializers of members of a class that needs no calls (an empty function
// object, an aggregate of scalars): comp() value-initializes, comp(c) copies, also in plain classes.
#include <cstdio>
struct Alloc { int tag = 7; };
template<class C> struct KeyCompare {
    C comp;
    KeyCompare() : comp() {}
    KeyCompare(const C &c) : comp(c) {}
};
struct Header { int count; Header() : count(0) {} };
struct Less { bool operator()(int a, int b) const { return a < b; } };
struct Greater { int bias; bool operator()(int a, int b) const { return a + bias > b; } };
struct Point { int x, y; };

template<class K, class Cmp> struct Tree {
    typedef Alloc NodeAlloc;
    template<class KC, bool P = __is_pod(KC)>
    struct Impl : public NodeAlloc, public KeyCompare<KC>, public Header {
        int extra;
        Impl() : NodeAlloc(), extra(P ? 10 : 20) {}
        Impl(const KC &c) : NodeAlloc(), KeyCompare<KC>(c), extra(30) { count = 1; }
        int total() const { return count + extra; }
    };
    Impl<Cmp> impl;
    Tree() {}
    Tree(const Cmp &c) : impl(c) {}
    NodeAlloc &alloc() { return this->impl; }
    int size() const { return impl.count; }
    bool less(K a, K b) const { return impl.comp(a, b); }
    int total() const { return impl.total(); }
};

struct Holder {
    Less less;
    Point p, q;
    Holder() : less(), p(), q() {}
    Holder(const Point &pt) : less(), p(pt), q(p) { q.y += 1; }
};

int main() {
    Tree<int, Less> t;
    std::printf("%d %d %d %d %d\n", t.alloc().tag, t.size(), t.less(1, 2), t.less(2, 1), t.total());
    Greater g{5};
    Tree<long, Greater> u(g);
    std::printf("%d %d %d %d\n", u.size(), u.less(1, 4), u.less(1, 7), u.total());
    Holder h;
    Holder h2(Point{3, 4});
    std::printf("%d %d %d %d %d %d\n", h.p.x, h.q.y, h2.p.x, h2.p.y, h2.q.x, h2.q.y);
    std::printf("%d %d\n", (int)sizeof(Tree<int, Less>), (int)sizeof(Tree<long, Greater>));
    return 0;
}
