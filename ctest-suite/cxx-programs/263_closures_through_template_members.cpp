// std::sort's shapes without the headers: a lambda's closure object held as a member of a class template instance
// and called through it (`_M_comp(*__it1, *__it2)` of predefined_ops.h's _Iter_comp_iter<_Compare>, also
// `this->comp(...)`, from a member function template), an overloaded function called with a free operator template of
// the iterators' class as argument (`std::__lg(__last - __first) * 2`, stl_algo.h:1938), and an object whose type is
// `decltype(f(std::move(c)))` directly initialized with parentheses (stl_heap.h:246's `__cmp(_GLIBCXX_MOVE(__comp))`),
// choosing an explicit constructor taking an rvalue reference of another instance. And a member class of a member class
// of a class template (stl_vector.h:1845's `vector<T>::_Temporary_value::_Storage`) is one class per instance (two
// instances were "redefinition of '_Storage'").
#include <cstdio>
namespace ops {
template<class T> T &&mv(T &t) { return static_cast<T &&>(t); }
template<class C> struct CompIter {
    C comp;
    explicit CompIter(C c) : comp(mv(c)) {}
    template<class I, class J> bool operator()(I a, J b) { return bool(comp(*a, *b)); }
};
template<class C> struct CompVal {
    C comp;
    explicit CompVal(C c) : comp(mv(c)) {}
    explicit CompVal(const CompIter<C> &o) : comp(o.comp) { std::printf("from const&\n"); }
    explicit CompVal(CompIter<C> &&o) : comp(mv(o.comp)) { std::printf("from &&\n"); }
    template<class I, class V> bool operator()(I a, V &v) { return bool(this->comp(*a, v)); }
};
template<class C> CompIter<C> iter_comp(C c) { return CompIter<C>(mv(c)); }
template<class C> CompVal<C> val_comp(CompIter<C> &&c) { return CompVal<C>(mv(c)); }
}
namespace it {
template<class T> struct Ptr {
    T *p;
    explicit Ptr(T *q) : p(q) {}
    T &operator*() const { return *p; }
    Ptr &operator++() { ++p; return *this; }
};
template<class T> long operator-(const Ptr<T> &a, const Ptr<T> &b) { return a.p - b.p; }
template<class T> bool operator!=(const Ptr<T> &a, const Ptr<T> &b) { return a.p != b.p; }
inline int lg(int n) { return (int)sizeof(int) * 8 - 1 - __builtin_clz(n); }
inline long lg(long n) { return (long)sizeof(long) * 8 - 1 - __builtin_clzl(n); }
template<class I, class C> void insertion(I first, I last, long depth, C comp) {
    std::printf("depth %ld, %ld elements\n", depth, last - first);
    for (I i = first; i != last; ++i)
        for (I j = i; j != last; ++j)
            if (comp(j, i)) { auto t = *i; *i = *j; *j = t; }
}
template<class I, class C> void count_above(I first, I last, C &comp) {
    decltype(ops::val_comp(ops::mv(comp))) cmp(ops::mv(comp));
    int pivot = 4, n = 0;
    for (; first != last; ++first) n += cmp(first, pivot);
    std::printf("%d ordered before %d\n", n, pivot);
}
template<class I, class C> void sort(I first, I last, C comp) {
    auto ic = ops::iter_comp(comp);
    if (first != last) insertion(first, last, it::lg(last - first) * 2, ic);
    count_above(first, last, ic);
}
}
template<class T> struct Outer {
    struct A {
        struct B { T v; char c; };
        union U { unsigned char byte; T val; };
        B b;
        U u;
    };
    int size() { return (int)sizeof(typename A::B) * 100 + (int)sizeof(typename A::U); }
    T put(T x) { A a; a.b.v = x; a.u.val = x; return a.b.v + a.u.val; }
};
int main() {
    Outer<int> oi;
    Outer<double> od;
    Outer<char> oc;
    std::printf("%d %d %d %d %g %d\n", oi.size(), od.size(), oc.size(), oi.put(2), od.put(1.5), (int)oc.put(3));
    int a[] = {5, 3, 9, 1, 4, 8, 2};
    it::sort(it::Ptr<int>(a), it::Ptr<int>(a + 7), [](int x, int y) { return x > y; });
    for (int x : a) std::printf("%d ", x);
    std::printf("\n");
    double d[] = {2.5, -1.0, 7.25};
    int calls = 0;
    it::sort(it::Ptr<double>(d), it::Ptr<double>(d + 3), [&calls](double x, double y) { ++calls; return x < y; });
    std::printf("%g %g %g, %d calls\n", d[0], d[1], d[2], calls);
    return 0;
}
