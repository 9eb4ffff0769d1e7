// Wrong code (gcc's g++.dg/cpp0x/anon-union1, reduced by the lead): the implicit copy/move constructor and assignment of
// a class with an anonymous union (or struct) member and a member with a user-declared copy constructor skipped the
// anonymous member — its value was lost (CDT lists no field for it). Variant members are copied as bytes.
#include <cstdio>

struct A {
    int tag;
    A() : tag(7) {}
    A(const A &o) : tag(o.tag + 100) {}
    A &operator=(const A &o) { tag = o.tag + 1000; return *this; }
};

struct B {
    union {
        int m_1 = 0;
        float m_2;
    };
    A dummy;
};

struct C {
    struct { short lo, hi; };
    union { long l; double d; };
    A a;
    int tail;
};

template <class T> T &&mv(T &t) { return static_cast<T &&>(t); }

int main() {
    B b;
    b.m_1 = 1;
    B c = mv(b);   // the implicit move constructor (A's copy constructor for dummy)
    B d = c;       // the implicit copy constructor
    B e;
    e = d;         // the implicit copy assignment
    C x;
    x.lo = 3;
    x.hi = 4;
    x.l = 123456789012L;
    x.tail = 9;
    C y = x;
    C z;
    z = y;
    std::printf("%d %d %d %d %d\n", c.m_1, d.m_1, e.m_1, e.dummy.tag, d.dummy.tag);
    std::printf("%d %d %ld %d %d %d\n", y.lo, z.hi, z.l, z.tail, y.a.tag, z.a.tag);
    return 0;
}
