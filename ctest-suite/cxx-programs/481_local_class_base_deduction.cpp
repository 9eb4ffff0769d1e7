// A local class of a function template passed to a function template that deduces its parameter through the class's
// base (<filesystem>'s struct _UCvt : codecvt<_CharT, char, mbstate_t> passed to __str_codecvt_in_all(…, const
// codecvt<_CharT, char, _State>&)): deduced from the base class instantiated under the instance's arguments.
#include <cstdio>

template<class T> struct Box {
    T v;
    Box() : v(T(7)) {}
    int get() const { return (int)v * 10; }
};

// trivially constructible: a local class with a dependent base whose constructor must run is rejected for now
// (docs/cxx.md: CDT has one local class for all instances; filecheck cxx/local-class-dependent-base.cpp)
template<class T> struct Cell {
    T v;
    int get() const { return (int)v * 10; }
};

template<class T> int twice(const Box<T>& b) { return b.get() * 2; }
template<class T> int twice(const Cell<T>& b) { return b.get() * 2; }
template<class T, class S> int with(const Cell<T>& b, S s) { return b.get() + (int)s; }

template<class T> int conv(T x) {
    struct U : Cell<T> { int extra = 5; } u;
    u.v = x;
    return twice(u) + with(u, 3) + u.extra;
}

template<class T> int constLocal(T add) {
    struct L : Box<long> {};   // a base that does not depend on T
    const L l;
    return twice(l) + (int)add;
}

int main() {
    printf("%d %d %d\n", conv<int>(2), conv<long>(4), conv<short>(1));
    printf("%d\n", constLocal<char>(1));
    return 0;
}
