// A local class with a non-trivial destructor as a class template's argument: the instance's constructor, destructor
// and members (analysed after the enclosing function's block) destroy and copy its member of the local class
// (gcc's coroutines/torture/co-await-15-return-non-triv: an awaiter template over a local class). One class argument
// per call: g++ destroys parameters in another order than clang and jcirc.
#include <cstdio>

template <typename T> struct holder {
    T x;
    holder(T v) : x(v) {}
    ~holder() { std::printf("~holder\n"); }
    T get() const { return x; }
};

template <typename T> struct pairs {
    holder<T> a, b;
    pairs(const T &l, int d) : a(l), b(T{l.a + d}) {}
};

int f(int base) {
    struct test {
        int a;
        ~test() { std::printf("~test %d\n", a); }
    };
    test in{base};
    test r = holder<test>(in).get();
    {
        test one{base + 1};
        pairs<test> p(one, 1);
        r.a += p.a.get().a * p.b.x.a;
    }
    return r.a + 10;
}

int main() {
    std::printf("%d\n", f(5));
    return 0;
}
