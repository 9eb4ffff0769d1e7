// Wrong code found in <memory> (issue 14): 'delete p' in a template instance freed without running the destructor
// (CDT's operand type is the template's T *), and a class with a user-declared destructor and a defaulted move
// constructor was moved as bytes (the copy was taken for its move), so a moved-from unique_ptr-like owner kept its
// object and it was deleted twice.
#include <cstdio>
#include <utility>

struct A {
    int v;
    A(int v) : v(v) { printf("A(%d)\n", v); }
    ~A() { printf("~A(%d)\n", v); }
};
struct Base {
    virtual ~Base() { printf("~Base\n"); }
};
struct Derived : Base {
    A a{9};
    ~Derived() override { printf("~Derived\n"); }
};

template<class T> struct Deleter {
    void operator()(T *p) const { delete p; }
};
template<class T> void destroy(T *p) { delete p; }
template<class T> void destroyArray(T *p) { delete[] p; }

// the shape of libstdc++'s unique_ptr: an owner member with a user-provided move, a defaulted move beside a destructor
template<class T> struct Impl {
    T *p;
    explicit Impl(T *q) : p(q) {}
    Impl(Impl &&o) noexcept : p(o.p) { o.p = nullptr; }
    Impl &operator=(Impl &&o) noexcept { T *old = p; p = o.p; o.p = nullptr; Deleter<T>()(old); return *this; }
};
template<class T> struct Owner {
    Impl<T> impl;
    explicit Owner(T *q) : impl(q) {}
    Owner(Owner &&) = default;
    Owner &operator=(Owner &&) = default;
    ~Owner() { if (impl.p) Deleter<T>()(impl.p); }
    T *get() const { return impl.p; }
};
struct Plain {
    Impl<A> impl;
    explicit Plain(A *q) : impl(q) {}
    Plain(Plain &&) = default;
    ~Plain() { if (impl.p) destroy(impl.p); }
};

int main() {
    Deleter<A>()(new A(1));
    destroy(new A(2));
    destroyArray(new A[2]{A(3), A(4)});
    Base *b = new Derived;
    destroy(b);
    {
        Owner<A> o(new A(5));
        Owner<A> m = std::move(o);
        printf("moved: %d %d\n", o.get() != nullptr, m.get()->v);
        Owner<A> n(new A(6));
        n = std::move(m);
        printf("assigned: %d %d\n", m.get() != nullptr, n.get()->v);
    }
    {
        Plain a(new A(7));
        Plain b2 = std::move(a);
        printf("plain: %d %d\n", a.impl.p != nullptr, b2.impl.p->v);
    }
    printf("end\n");
    return 0;
}
