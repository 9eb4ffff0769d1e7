// Base initializers and reference casts `<memory>` and `<tuple>` use, without the headers:
// - `: B{ init(i) }` of an aggregate base (atomic_base.h:206, atomic_flag's `__atomic_flag_base{ _S_init(__i) }`):
//   aggregate initialization of the base subobject (was "this base initializer is not supported yet");
// - `: H()`, `: H(h)` where the base is a template type parameter (tuple:137, `_Head_base<_Idx, _Head, true> : _Head`,
//   the empty-base form unique_ptr's deleter takes; was "this member initializer is not supported yet");
// - `reinterpret_cast<const T&>(x)` of an lvalue of another type (shared_ptr_base.h:567, `_S_ti()`): the object at x's
//   address as a T, also `(T&)x` between non-class types (was "this cast to a reference type is not supported yet").
#include <cstdio>

struct Flag { int v; };
struct AtomicFlag : public Flag {
    static constexpr int init(bool b) { return b ? 7 : 3; }
    constexpr AtomicFlag(bool b) noexcept : Flag{ init(b) } { }
};

struct Pair { int a; long b; };
struct Counted { static int live; Counted() { live++; } ~Counted() { live--; } };
int Counted::live = 0;
struct Holder : Counted, Pair {
    int tail;
    Holder(int x) : Counted(), Pair{ x, x * 10L }, tail(x + 1) { }
};

struct Deleter {
    int id;
    void operator()(int *p) const { std::printf("delete %d by %d\n", *p, id); }
};
struct Empty { void operator()(int *p) const { std::printf("empty delete %d\n", *p); } };

template <int I, class H> struct HeadBase : public H {
    constexpr HeadBase() : H() { }
    constexpr HeadBase(const H &h) : H(h) { }
    static constexpr H &head(HeadBase &b) noexcept { return b; }
};

struct TypeInfo { long a, b; };
static const TypeInfo &tag_info() {
    alignas(TypeInfo) static constexpr char tag[sizeof(TypeInfo)] = { };
    return reinterpret_cast<const TypeInfo &>(tag);
}

int main() {
    AtomicFlag f(true), g(false);
    std::printf("%d %d\n", f.v, g.v);
    {
        Holder h(4);
        std::printf("%d %ld %d live %d\n", h.a, h.b, h.tail, Counted::live);
    }
    std::printf("live %d\n", Counted::live);

    Deleter d{42};
    HeadBase<0, Deleter> a, b(d);
    HeadBase<1, Empty> e;
    int x = 5;
    HeadBase<0, Deleter>::head(b)(&x);
    std::printf("default id %d\n", HeadBase<0, Deleter>::head(a).id);
    HeadBase<1, Empty>::head(e)(&x);
    std::printf("sizeof %d %d\n", (int)sizeof(HeadBase<1, Empty>), (int)sizeof(HeadBase<0, Deleter>));

    const TypeInfo &t = tag_info();
    std::printf("%ld %ld %d\n", t.a, t.b, &t == &tag_info());
    long n = 5;
    long &r = reinterpret_cast<long &>(n);
    r = 6;
    unsigned &u = reinterpret_cast<unsigned &>(x);
    u += 1;
    int &w = (int &)n;
    w = 9;
    std::printf("%ld %d\n", n, x);
    return 0;
}
