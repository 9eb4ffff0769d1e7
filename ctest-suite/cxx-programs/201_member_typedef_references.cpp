// Member typedefs of reference type as return types (string_view's 'const_reference operator[]'): in a class
// template instance and in a plain class; the result is an lvalue (assignable through a non-const one), and an
// overloaded operator returning one yields the object, not its address.
#include <cstdio>

template<typename C> struct View {
    typedef C value_type;
    typedef const value_type &const_reference;
    typedef value_type &reference;
    typedef unsigned long size_type;
    C *p;
    size_type n;
    constexpr const_reference operator[](size_type i) const { return *(p + i); }
    reference at(size_type i) { return p[i]; }
    const_reference back() const { return p[n - 1]; }
};

struct S {
    typedef int &ref;
    int v;
    ref get() { return v; }
};

int main() {
    char buf[] = "abc";
    View<char> s{buf, 3};
    std::printf("%c %c %c\n", s[1], s.back(), s.at(0));
    s.at(0) = 'x';
    std::printf("%s %d\n", buf, s[0] == 'x');
    int nums[] = {1, 2, 3};
    View<int> w{nums, 3};
    w.at(2) += 40;
    std::printf("%d %d\n", w[2], w.back() + w[0]);
    S t{3};
    t.get() = 7;
    std::printf("%d\n", t.v);
    return 0;
}
