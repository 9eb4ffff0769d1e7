// C++17 class template argument deduction of the user's own class templates ([over.match.class.deduct]):
// implicit guides from constructors (one, two and more arguments; constructor templates), the copy deduction
// candidate, user deduction guides (also preferred over an equally good constructor), iterator-pair guides, and the
// deduced type in every place a type is named without arguments: T x(a, b), T x{a, b}, T x = {a}, T x = T(a), T{a},
// new T(a). The deduced instance is an ordinary one: destructors run, sizeof and member functions are its own.
#include <cstdio>
#include <cstring>
#include <vector>
#include <iterator>

template <class T> struct Box {
    T v;
    Box(T x) : v(x) {}
    T get() const { return v; }
};

template <class A, class B> struct Pair {
    A a;
    B b;
    Pair(const A &x, const B &y) : a(x), b(y) {}
    A first() const { return a; }
};

template <class T, class U, class V> struct Three {
    T t; U u; V v;
    Three(T a, U b, V c) : t(a), u(b), v(c) {}
};

// a guide that is not the identity: a string literal becomes a long (its length)
template <class T> struct Len {
    T n;
    Len(T x) : n(x) {}
    Len(const char *s) : n((T)std::strlen(s)) {}
};
Len(const char *) -> Len<long>;

// an iterator-pair guide
template <class T> struct Sum {
    T total = 0;
    template <class It> Sum(It first, It last) { for (; first != last; ++first) total += *first; }
};
template <class It> Sum(It, It) -> Sum<typename std::iterator_traits<It>::value_type>;

// a guide preferred over an equally good constructor: P2(A, B) by value beats P2(const A&, const B&)
template <class A, class B> struct P2 {
    A a; B b;
    P2(const A &x, const B &y) : a(x), b(y) {}
};
template <class A, class B> P2(A, B) -> P2<A, B>;

// a constructor template: only the class's parameter is deduced from the guide, the constructor's own from its argument
template <class T> struct Conv {
    T v;
    template <class U> Conv(T x, U scale) : v(x * (T)scale) {}
};

int live = 0;
template <class T> struct Tracked {
    T v;
    Tracked(T x) : v(x) { ++live; }
    Tracked(const Tracked &o) : v(o.v) { ++live; }
    ~Tracked() { --live; printf("~Tracked(%d)\n", (int)v); }
};

template <class T> const char *kind(const Box<T> &) { return "Box<?>"; }
const char *kind(const Box<int> &) { return "Box<int>"; }
const char *kind(const Box<double> &) { return "Box<double>"; }
const char *kind(const Box<char> &) { return "Box<char>"; }

namespace ns {
template <class T> struct Wrap { T w; Wrap(T x) : w(x) {} };
}

Box global_box(5);   // at namespace scope: constructed by the unit's initializer
Pair global_pair{'g', 2.0};

template <class T> T with_boxes(T x) {   // non-dependent arguments in a function template
    Box b(7);
    Pair p{2.5, 1};
    return x + b.v + (T)p.first();
}

int main() {
    printf("%d %c %g\n", global_box.v, global_pair.a, global_pair.b);
    printf("%g %d\n", with_boxes(1.5), with_boxes(2));
    for (Box i(0); i.v < 3; ++i.v) printf("for %d\n", i.v);
    if (Box c(4); c.v > 3) printf("if %d\n", c.v);
    Box b1(3);
    Box b2{2.5};
    Box b3 = Box('x');
    Box b4 = {7};
    auto b5 = Box{4.25};
    Box<long> *b6 = new Box(9L);
    printf("%s %d, %s %g, %s %c, %s %d, %s %g, %ld\n", kind(b1), b1.get(), kind(b2), b2.get(), kind(b3), b3.get(),
           kind(b4), b4.v, kind(b5), b5.v, b6->get());
    delete b6;

    Pair p(1, 2.5);
    Pair q{'a', 10L};
    printf("%d %g %c %ld %zu %zu\n", p.first(), p.b, q.a, q.b, sizeof p, sizeof q);

    Three t(1, 'b', 3.5);
    Three t2{2L, (short)3, 1.5f};
    printf("%d %c %g %ld %d %g %zu\n", t.t, t.u, t.v, t2.t, t2.u, (double)t2.v, sizeof t2);

    Box copy(b1);   // the copy deduction candidate: Box<int>, not Box<Box<int>>
    Box copy2 = b2;
    printf("%s %d %s %g\n", kind(copy), copy.v, kind(copy2), copy2.v);

    Len l1("hello");
    Len l2(42);
    printf("%ld %zu %d %zu\n", l1.n, sizeof l1.n, l2.n, sizeof l2.n);

    std::vector<short> src{1, 2, 3, 4};
    double raw[] = {0.5, 1.25, 2.0};
    Sum s1(src.begin(), src.end());
    Sum s2(raw, raw + 3);
    printf("%d %zu %g %zu\n", s1.total, sizeof s1.total, s2.total, sizeof s2.total);

    P2 pp(1, 'c');
    printf("%d %c %zu\n", pp.a, pp.b, sizeof pp);

    Conv c(3, 2.0);
    printf("%d\n", c.v);

    ns::Wrap w(6.5);
    ns::Wrap w2{ns::Wrap(1)};   // copy deduction: Wrap<int>
    printf("%g %d\n", w.w, w2.w);

    {
        Tracked a(5);
        Tracked b{a};
        Tracked<int> *h = new Tracked(7);
        printf("live %d\n", live);
        delete h;
    }
    printf("live %d\n", live);
    return 0;
}
