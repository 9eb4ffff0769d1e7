// Class objects non-trivial for calls initialized from another type: an object of a derived class passed
// by value to a base parameter or returned as the base (B's copy constructor -- its move constructor for an
// rvalue -- on the B subobject, at a non-zero offset here), and `return 0;` / `return this;` through a
// converting constructor, built in the caller's return slot (gcc's g++.brendan/copy5, g++.jason/thunk1/2).
#include <stdio.h>

struct X { int x = 1; virtual ~X() {} };
struct B {
    int b;
    B(int v) : b(v) {}
    B(const B &o) : b(o.b + 100) { printf("  B(copy %d)\n", o.b); }
    B(B &&o) : b(o.b + 200) { printf("  B(move %d)\n", o.b); }
    virtual ~B() { printf("  ~B(%d)\n", b); }
    virtual int who() const { return 1; }
};
struct D : X, B {
    int d;
    D(int v) : B(v), d(v) {}
    ~D() { printf("  ~D(%d)\n", d); }
    int who() const override { return 2; }
};
int take(B b) { return b.b * 10 + b.who(); }
B ret(const D &d) { return d; }
B retLocal() { D d(7); return d; }

int anchor;
struct Q {
    void *p;
    Q(void *q) : p(q) { printf("  Q(%s)\n", q ? "ptr" : "null"); }
    Q(const Q &o) : p(o.p) { printf("  Q(copy)\n"); }
    ~Q() { printf("  ~Q\n"); }
};
Q make(int c) {
    if (c) return 0;
    return &anchor;
}

int main() {
    D d(3);
    printf("take %d\n", take(d));
    printf("take %d\n", take(D(4)));
    printf("take %d\n", take(static_cast<D &&>(d)));
    { B r = ret(d); printf("ret %d %d\n", r.b, r.who()); }
    { B r = retLocal(); printf("retLocal %d\n", r.b); }
    { Q a = make(1), b = make(0); printf("make %d %d\n", a.p == 0, b.p == &anchor); }
    printf("end\n");
    return 0;
}
