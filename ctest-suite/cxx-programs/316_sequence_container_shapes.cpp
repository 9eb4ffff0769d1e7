// The shapes of libstdc++'s std::vector without the headers, each a rule the frontend missed:
// a converting constructor template (iterator to const_iterator) in copy-initialization; a 'const auto' local of a
// member function template instance whose initializer uses a free operator template; T{} of a class template
// instance with a dependent argument whose base is a member typedef of an explicit specialization; a defaulted move
// constructor of a base (the derived implicit and defaulted moves must call it: they copied bytes); a mem-initializer
// naming a member class of a class template as a base.
#include <cstdio>
#include <utility>

template<class P> struct deref;
template<class T> struct deref<T *> { typedef T &type; };

template<class P, class C> struct It {
    P p;
    It() : p(nullptr) {}
    explicit It(P q) : p(q) {}
    template<class Q> It(const It<Q, C> &o) : p(o.p) {}   // iterator -> const_iterator
    It operator+(long n) const { return It(p + n); }
    typename deref<P>::type operator*() const { return *p; }
};
template<class A, class B, class C> long operator-(const It<A, C> &a, const It<B, C> &b) { return a.p - b.p; }

template<bool v> struct bc {
    static constexpr bool value = v;
    typedef bc type;
    constexpr operator bool() const { return v; }
};
template<class T> struct helper : bc<false> {};
template<> struct helper<long> : bc<true> {};
template<> struct helper<unsigned long> : bc<true> {};
template<class T> struct is_int : helper<T>::type {};

template<class S> int count(S n) {
    static_assert(is_int<S>{}, "an integral count");
    return is_int<S>{} ? (int) n : -1;
}

struct Block {
    int *data;
    Block() : data(nullptr) {}
    Block(Block &&o) noexcept : data(o.data) { o.data = nullptr; printf("  Block moved\n"); }
    ~Block() { printf("  ~Block(%s)\n", data ? "owning" : "empty"); }
};

template<class T> struct Base {
    struct Data {
        int *start = nullptr;
        Data() = default;
        Data(Data &&o) noexcept : start(o.start) { o.start = nullptr; }
    };
    struct Impl : Data {
        Block block;
        Impl() = default;
        Impl(Impl &&o) noexcept : Data(std::move(o)), block(std::move(o.block)) {}
    };
    Impl impl;
    Base() = default;
    Base(Base &&) = default;
};

template<class T> struct Vec : Base<T> {
    typedef It<T *, Vec> iterator;
    typedef It<const T *, Vec> const_iterator;
    Vec() = default;
    Vec(Vec &&) noexcept = default;
    void adopt(T *p) { this->impl.start = p; this->impl.block.data = p; }
    iterator begin() { return iterator(this->impl.start); }
    const_iterator cbegin() const { return const_iterator(this->impl.start); }
    T at(const_iterator pos) {
        const auto n = pos - cbegin();
        return *(begin() + n);
    }
    const_iterator convert(iterator i) const { return i; }
    bool owns() const { return this->impl.start != nullptr; }
};

struct Plain : Base<int> {};

int main() {
    int a[5] = {10, 20, 30, 40, 50};
    Vec<int> v;
    v.adopt(a);
    Vec<int>::const_iterator c = v.begin() + 3;
    printf("at %d, converted %d\n", v.at(c), *v.convert(v.begin() + 1));
    printf("count %d %d\n", count(7L), count(9UL));
    puts("move:");
    Vec<int> w = std::move(v);
    printf("v owns %d, w owns %d\n", v.owns(), w.owns());
    Vec<int> x(std::move(w));
    printf("w owns %d, x owns %d, x.at %d\n", w.owns(), x.owns(), x.at(x.cbegin() + 4));
    Plain p;
    p.impl.start = a;
    Plain q = std::move(p);
    printf("p %d q %d\n", p.impl.start != nullptr, q.impl.start != nullptr);
    puts("end");
    return 0;
}
