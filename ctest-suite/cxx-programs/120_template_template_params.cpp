// Template template parameters: class and function templates taking templates.
#include <stdio.h>

template <class T> struct Box {
    T v;
    T get() const { return v; }
    void set(T x) { v = x; }
};

template <class T> struct Twice {
    T a, b;
    T get() const { return a + b; }
    void set(T x) { a = x; b = x; }
};

template <class K, class V> struct Pair {
    K k; V v;
};

// a class template holding two instances of its template argument
template <template <class> class C, class E> struct Holder {
    C<E> first;
    C<int> count;
    E sum() const { return first.get() + (E)count.get(); }
};

// a function template deducing the template template argument
template <template <class> class C, class E> E twice(C<E> &c) {
    c.set(c.get() * 2);
    return c.get();
}

// two-parameter template template parameter
template <template <class, class> class P> long pairsum() {
    P<int, long> p;
    p.k = 40;
    p.v = 2;
    return p.k + p.v;
}

// default template template argument
template <class E, template <class> class C = Box> struct Store {
    C<E> c;
    int size() const { return (int)sizeof(c); }
};

// a function template naming a class template with its own template template argument (gcc's ttp25)
template <template <class> class C, class E> int both(C<E> &c) {
    Holder<C, E> h;
    h.first = c;
    h.count.set(1);
    return (int)h.sum();
}

template <template <class> class C> int sizes() { return (int)(sizeof(C<char>) * 100 + sizeof(C<double>)); }

int main() {
    Holder<Box, double> h;
    h.first.set(1.5);
    h.count.set(3);
    printf("%g\n", h.sum());
    Holder<Twice, int> t;
    t.first.set(4);
    t.count.set(5);
    printf("%d\n", t.sum());
    Box<int> b;
    b.set(21);
    printf("%d\n", twice(b));
    Twice<long> tw;
    tw.set(3);
    printf("%ld\n", twice(tw));
    printf("%ld\n", pairsum<Pair>());
    Store<short> s1;
    Store<short, Twice> s2;
    printf("%d %d\n", s1.size(), s2.size());
    printf("%d %d\n", both(b), both(tw));
    printf("%d %d\n", sizes<Box>(), sizes<Twice>());
    return 0;
}
