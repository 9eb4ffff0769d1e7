// Reference members in class templates: T& members of S<T>, and instances with a reference type argument
// (W<int&>'s `T v;` is a reference member; its member functions' T locals, parameters and results are
// references), a functor holding a reference as libstdc++'s _Iter_equals_val does (std::find's predicate).
#include <cstdio>

template <class T> struct H {
    T &ref;
    H(T &t) : ref(t) {}
    void inc() { ref++; }
    T get() const { return ref; }
};

template <class T> struct W {
    T v;
    T get() { T t = v; return t; }
    void set(T a) { v = a; }
};

template <class V> struct EqualsVal {
    V &value;
    explicit EqualsVal(V &v) : value(v) {}
    template <class It> bool operator()(It it) { return *it == value; }
};

template <class It, class Pred> It find_if(It first, It last, Pred pred) {
    for (; first != last; ++first) if (pred(first)) return first;
    return last;
}

template <class It, class V> It find(It first, It last, const V &v) {
    return find_if(first, last, EqualsVal<const V>(v));
}

template <class T> struct Pair { T &first; T &second; };

int main() {
    int y = 1;
    H<int> h(y);
    h.inc();
    h.inc();
    double dd = 1.5;
    H<double> hd(dd);
    hd.inc();
    std::printf("%d %d %g\n", y, h.get(), dd);
    int x = 7, z = 8;
    W<int &> w{x};
    w.set(z);                               // assigns through the reference: x = 8
    w.v = 40;
    std::printf("%d %d %d\n", x, w.get(), z);
    int a[] = {4, 8, 15, 16, 23, 42};
    int *f = find(a, a + 6, 16);
    std::printf("%ld\n", static_cast<long>(f - a));
    int m = 1, n = 2;
    Pair<int> p{m, n};
    p.first = p.second + 10;
    std::printf("%d %d %zu\n", m, n, sizeof(Pair<int>));
    return 0;
}
