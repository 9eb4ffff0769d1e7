// An empty class holds no value: copying or assigning one writes nothing. An empty base shares its address with the
// first member (the empty-base optimization, as libstdc++'s tuple keeps unique_ptr's deleter beside its pointer), so a
// 1-byte store for 'empty = other' overwrote the low byte of the pointer (wrong code, found through <memory>).
#include <cstdio>

struct Empty {};
struct Deleter { void operator()(int *p) const { printf("deleting %d\n", *p); } };
struct Holder : Empty { int *p; };
template<class D> struct Pair : D {
    int *ptr;
    D &deleter() { return *this; }
};

static Empty &asEmpty(Holder &h) { return h; }

int main() {
    int x = 5, y = 6;
    Holder h;
    h.p = &x;
    Empty e;
    asEmpty(h) = e;                          // no bytes to copy
    printf("%d\n", *h.p);
    Pair<Deleter> a, b;
    a.ptr = &x;
    b.ptr = &y;
    a.deleter() = b.deleter();               // libstdc++: _M_deleter() = std::forward<_Dp>(__u._M_deleter())
    a.deleter()(a.ptr);
    static_cast<Deleter &>(b) = Deleter();   // from a temporary
    b.deleter()(b.ptr);
    Holder c = h;                            // a whole copy still copies the pointer
    printf("%d %zu %zu\n", *c.p, sizeof(Holder), sizeof(Pair<Deleter>));
    return 0;
}
