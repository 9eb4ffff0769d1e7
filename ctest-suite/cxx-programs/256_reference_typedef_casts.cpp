// Casts to a reference type named by a typedef: static_cast<reference>(*p) with `typedef T&& reference;` in a class
// template instance (move_iterator's operator*, stl_iterator.h:1543) designates *p itself as an xvalue, and with
// `typedef T& reference;` as an lvalue; also in plain code. Writes through the results reach the original objects.
#include <cstdio>
#include <utility>
template<class T> struct mover {
    typedef T&& reference;
    T* p;
    reference get() const { return static_cast<reference>(*p); }
};
template<class T> struct ref {
    typedef T& reference;
    T* p;
    reference get() const { return static_cast<reference>(*p); }
};
struct Big { int v[4]; };
void take(int&& x) { printf("rvalue %d\n", x); x += 100; }
void take(int& x) { printf("lvalue %d\n", x); x += 1000; }
void takeb(Big&& b) { printf("big rvalue %d\n", b.v[2]); b.v[2] = -1; }
void takeb(Big& b) { printf("big lvalue %d\n", b.v[2]); }
typedef int& IR;
typedef int&& IRR;
int main() {
    int a = 5;
    mover<int> m{&a};
    take(m.get());
    ref<int> r{&a};
    take(r.get());
    r.get() = 7;
    printf("%d\n", a);
    Big b = {{1, 2, 3, 4}};
    mover<Big> mb{&b};
    takeb(mb.get());
    printf("%d\n", b.v[2]);
    take(static_cast<IR>(a));
    take(static_cast<IRR>(a));
    printf("%d\n", a);
    return 0;
}
