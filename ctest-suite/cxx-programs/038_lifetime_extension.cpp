// Lifetime extension of temporaries bound to local references ([class.temporary]/6): through
// static_cast<T&&>, member access with '.', subscripts of array members, nested members and calls
// returning classes; extended temporaries die at the end of the reference's block, last bound first.
// (gcc's g++.dg/cpp0x/rv-life and temp-extend1 were destroyed at the end of the full-expression.)
#include <stdio.h>

struct In { int x; In(int v) : x(v) { printf("  In(%d)\n", x); } ~In() { printf("  ~In(%d)\n", x); } };
struct T {
    int id;
    int a[2];
    In in;
    T(int i) : id(i), in(i * 10) { a[0] = i; a[1] = i + 1; printf("  T(%d)\n", id); }
    ~T() { printf("  ~T(%d)\n", id); }
    int get() const { return id; }
};
struct Base { int b; Base(int v) : b(v) {} ~Base() { printf("  ~Base(%d)\n", b); } };
struct D : Base { int d; D(int v) : Base(v), d(v + 1) {} ~D() { printf("  ~D(%d)\n", d); } };

T make(int i) { return T(i); }

int main() {
    printf("static_cast<T&&>(T())\n");
    {
        T &&r = static_cast<T &&>(T(1));
        printf("  bound %d\n", r.id);
    }
    printf("member, subscript, nested member\n");
    {
        const int &x = T(2).id;
        const int &y = T(3).a[1];
        const int &z = (T(4).in).x;
        const In &w = T(5).in;
        printf("  bound %d %d %d %d\n", x, y, z, w.x);
    }
    printf("call results\n");
    {
        const int &x = make(6).a[0];
        int &&y = static_cast<int &&>(make(7).id);
        printf("  bound %d %d\n", x, y);
    }
    printf("base of a temporary\n");
    {
        const Base &b = D(8);
        const int &bb = D(9).b;
        printf("  bound %d %d\n", b.b, bb);
    }
    printf("not extended\n");
    {
        int v = T(10).get();
        const int &c = T(11).get();
        printf("  %d %d\n", v, c);
    }
    printf("end\n");
    return 0;
}
