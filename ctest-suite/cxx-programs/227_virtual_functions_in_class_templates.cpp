// Virtual functions in class templates: each instance has its own vtable and typeinfo (linkonce_odr, as g++), naming
// its own instances of the virtual functions (instantiated with the vtable, used or not); a template derived from a
// template instance overrides; a plain class derives from an instance; a pure virtual function in a template;
// virtual calls in a template's own member functions; dynamic_cast and typeid between instances.
#include <stdio.h>
#include <typeinfo>

template<class T> struct B {
    T v;
    B() : v(4) {}
    virtual ~B() { printf("~B<%d> %d\n", (int)sizeof(T), (int)v); }
    virtual T get() const { return v; }
    virtual int kind() const { return 1; }
    int twice() const { return 2 * kind(); }   // a virtual call in the template
};

template<class T> struct D : B<T> {
    D() { this->v = 21; }
    T get() const override { return this->v * 2; }
};

struct E : B<long> {
    E() { v = 5; }
    int kind() const override { return 7; }
};

template<class T> struct Shape {
    virtual ~Shape() {}
    virtual T area() const = 0;
    T doubled() const { return 2 * area(); }
};
template<class T> struct Square : Shape<T> {
    T s;
    explicit Square(T s) : s(s) {}
    T area() const override { return s * s; }
};

int show(const B<int>& b) { return b.get() + b.kind() * 100; }

int main() {
    D<int> d;
    B<int> b;
    E e;
    B<int> *p = new D<int>;
    printf("%d %d %d %ld %d\n", show(d), show(b), p->get(), e.get(), e.kind());
    const B<long> &r = e;
    printf("%d %d %d\n", r.kind(), r.twice(), b.twice());
    Square<int> si(3);
    Square<double> sd(1.5);
    const Shape<double> &sh = sd;
    printf("%d %.2f %.2f\n", si.doubled(), sh.area(), sh.doubled());
    printf("%d %d\n", dynamic_cast<D<int> *>(p) != 0, dynamic_cast<D<int> *>(&b) != 0);
    printf("%d %d\n", typeid(*p) == typeid(D<int>), typeid(b) == typeid(B<long>));
    delete p;
    return 0;
}
