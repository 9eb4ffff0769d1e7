// Hidden friend operators of a class template instance (stl_tree.h's _Rb_tree_iterator<_Tp>: friend bool
// operator==(const _Self&, const _Self&)) used with dependent operands inside a member of another class template's
// instance, where only argument-dependent lookup finds them: ==, !=, <, a friend returning a class by value, and the
// same operators from plain code.
#include <cstdio>
template<class T> struct It {
    typedef It<T> Self;
    T *p;
    It() : p() {}
    explicit It(T *q) : p(q) {}
    T &operator*() const { return *p; }
    Self &operator++() { ++p; return *this; }
    friend bool operator==(const Self &x, const Self &y) { return x.p == y.p; }
    friend bool operator!=(const Self &x, const Self &y) { return x.p != y.p; }
    friend bool operator<(const Self &x, const Self &y) { return x.p < y.p; }
    friend Self operator+(const Self &x, long n) { return Self(x.p + n); }
};
template<class T, int N> struct Box {
    typedef It<T> iterator;
    T data[N];
    iterator begin() { return iterator(data); }
    iterator end() { return iterator(data + N); }
    int find(T v) {
        iterator i = begin();
        int n = 0;
        while (!(i == end()) && *i != v) { ++i; ++n; }
        return n;
    }
    T sum() {
        T s = T();
        for (iterator i = begin(); i != end(); ++i) s += *i;
        return s;
    }
    bool ordered() { return begin() < end() && !(end() < begin()); }
    T at(long k) { return *(begin() + k); }
};
int main() {
    Box<int, 4> b{{5, 6, 7, 8}};
    Box<double, 3> d{{0.5, 1.25, 2.0}};
    It<int> x = b.begin();
    std::printf("%d %d %d %d\n", b.find(7), b.find(9), b.sum(), (int)b.ordered());
    std::printf("%.2f %d %.2f\n", d.sum(), d.find(1.25), d.at(2));
    std::printf("%d %d %d %d\n", (int)(x == b.begin()), (int)(x != b.end()), (int)(x < b.end()), *(x + 3));
    return 0;
}
