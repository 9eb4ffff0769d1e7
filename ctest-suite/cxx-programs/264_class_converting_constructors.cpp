// A converting constructor whose parameter is a class (a const_iterator built from an iterator, as std::map's
// _Rb_tree_const_iterator(const iterator &)): the argument binds the parameter (same class, or a derived class
// bound to its base), no second user-defined conversion; by value and by reference, in templates too
// (was "passing 'struct It' to parameter of incompatible type 'struct CIt'").
#include <cstdio>
struct It { int *p; };
struct DIt : It { int extra; };
struct CIt {
    const int *p;
    CIt(const It &i) : p(i.p) {}
    ~CIt() { std::printf("~CIt %d\n", *p); }
};
struct MIt { const int *p; MIt(It &&i) : p(i.p) {} };
static int byval(CIt c) { return *c.p; }
static int byref(const CIt &c) { return *c.p; }
static int mv(MIt m) { return *m.p; }
static It make(int *p) { return It{p}; }

template<class T> struct TIt { T *p; };
template<class T> struct TCIt {
    typedef TIt<T> iterator;
    const T *p;
    TCIt(const iterator &i) : p(i.p) {}
};
template<class T> struct Tree {
    T v;
    typedef TIt<T> iterator;
    typedef TCIt<T> const_iterator;
    iterator begin() { return iterator{&v}; }
    T get(const_iterator c) const { return *c.p; }
    T getRef(const const_iterator &c) const { return *c.p; }
    T run() { iterator i = begin(); return get(i) + getRef(i) + get(begin()); }
};

int main() {
    int v = 5, w = 6;
    It i{&v};
    DIt d; d.p = &w; d.extra = 0;
    const It ci{&w};
    std::printf("byval %d\n", byval(i));
    std::printf("byref %d\n", byref(i));
    std::printf("derived %d\n", byval(d));
    std::printf("const %d\n", byref(ci));
    std::printf("prvalue %d\n", byval(make(&w)));
    std::printf("rvalue ref %d\n", mv(make(&v)));
    {
        CIt c = i;
        std::printf("init %d\n", *c.p);
    }
    Tree<long> t; t.v = 7;
    std::printf("tree %ld\n", t.run());
    return 0;
}
