// A defaulted move constructor (and move assignment) moves each member and base with that subobject's own move:
// a member whose class declares its move '= default' over a base with a user-provided move constructor is moved by
// that defaulted move (which runs the base's), never copied as bytes (libstdc++'s __uniq_ptr_data inside unique_ptr).
#include <cstdio>

struct Owner {
    int *p;
    explicit Owner(int *q) : p(q) {}
    Owner(Owner &&o) noexcept : p(o.p) { o.p = nullptr; std::printf("Owner moved\n"); }
    Owner &operator=(Owner &&o) noexcept { p = o.p; o.p = nullptr; std::printf("Owner move-assigned\n"); return *this; }
};
struct Data : Owner {
    explicit Data(int *q) : Owner(q) {}
    Data(Data &&) = default;
    Data &operator=(Data &&) = default;
};
struct Holder {
    Data d;
    long tag;
    Holder(int *q, long t) : d(q), tag(t) {}
    Holder(Holder &&) = default;
    Holder &operator=(Holder &&) = default;
};
template<class T> struct TData : Owner {
    explicit TData(T *q) : Owner(q) {}
    TData(TData &&) = default;
};
template<class T> struct THolder {
    TData<T> d;
    explicit THolder(T *q) : d(q) {}
    THolder(THolder &&) = default;
};

int main() {
    int x = 1, y = 2;
    Holder a(&x, 7);
    Holder b = static_cast<Holder &&>(a);
    std::printf("%d %d %ld\n", a.d.p == nullptr, b.d.p == &x, b.tag);
    Holder c(&y, 8);
    c = static_cast<Holder &&>(b);
    std::printf("%d %d %ld\n", b.d.p == nullptr, c.d.p == &x, c.tag);
    THolder<int> t(&y);
    THolder<int> u = static_cast<THolder<int> &&>(t);
    std::printf("%d %d\n", t.d.p == nullptr, u.d.p == &y);
    return 0;
}
