// static_cast to a reference to a base or derived class ([expr.static.cast]/2, /3) and the C-style form: the base
// subobject (at its offset), or the derived object containing it. shared_ptr_base.h's _Sp_ebo_helper<_Nm, _Tp, true>
// returns its private base as static_cast<_Tp&>(__eboh).
#include <cstdio>

struct Counter { int hits = 0; void hit() { ++hits; } };
struct B { int b = 1; };
struct X { long x = 2; };
struct D : X, B { int d = 3; };
struct DD : D { short dd = 4; };

template<class T> struct Ebo : private T {
    explicit Ebo(const T &t) : T(t) {}
    static T &get(Ebo &e) { return static_cast<T &>(e); }
    static const T &get(const Ebo &e) { return static_cast<const T &>(e); }
};

template<class Base, class Derived> Derived &down(Base &b) { return static_cast<Derived &>(b); }
template<class T> T &&as_xvalue(T &t) { return static_cast<T &&>(t); }
int read(B &&b) { return b.b * 100; }

int main() {
    D d;
    B &rb = static_cast<B &>(d);
    rb.b = 10;
    const B &crb = static_cast<const B &>(d);
    X &rx = (X &)d;
    D &back = static_cast<D &>(rb);
    std::printf("%d %d %ld %d %d\n", d.b, crb.b, rx.x, back.d, &back == &d);
    std::printf("%d\n", (int)((char *)&rb - (char *)&d));
    std::printf("%d\n", read(static_cast<B &&>(d)));

    DD dd;
    B &fromDD = static_cast<B &>(dd);
    fromDD.b = 77;
    DD &again = static_cast<DD &>(fromDD);
    again.dd = 9;
    D &mid = static_cast<D &>(fromDD);
    std::printf("%d %d %d %d\n", dd.b, dd.dd, mid.b, static_cast<DD &>(mid).dd);

    Ebo<Counter> e(Counter{});
    Ebo<Counter>::get(e).hit();
    Ebo<Counter>::get(e).hit();
    const Ebo<Counter> &ce = e;
    std::printf("%d\n", Ebo<Counter>::get(ce).hits);

    Ebo<B> eb(rb);
    Ebo<B>::get(eb).b += 5;
    std::printf("%d %d\n", Ebo<B>::get(eb).b, rb.b);

    down<B, D>(rb).d = 33;
    down<X, D>(rx).d += 1;
    std::printf("%d\n", d.d);
    B &&moved = as_xvalue(static_cast<B &>(d));
    std::printf("%d\n", moved.b);
    return 0;
}
