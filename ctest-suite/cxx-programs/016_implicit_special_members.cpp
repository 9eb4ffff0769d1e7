// Implicit default constructor, copy/move constructor, copy assignment and destructor that call the bases'
// and members' (bases in declaration order, then members; destruction in reverse), = default and = delete.
#include <stdio.h>

struct A {
    int a;
    A() : a(1) { printf("  A()\n"); }
    A(const A &o) : a(o.a + 10) { printf("  A(copy %d)\n", a); }
    A &operator=(const A &o) { a = o.a + 20; printf("  A= %d\n", a); return *this; }
    ~A() { printf("  ~A(%d)\n", a); }
};

struct M {
    int m;
    M() : m(2) { printf("  M()\n"); }
    M(const M &o) : m(o.m + 10) { printf("  M(copy %d)\n", m); }
    ~M() { printf("  ~M(%d)\n", m); }
};

struct Plain { int p; };

struct B : A { int b; };                     // everything implicit, from A
struct C : A, Plain { M m; int c; };         // bases A, Plain, then member m
struct D : C {                               // implicit copy from C, user-declared constructor
    int d;
    D() : d(4) { printf("  D()\n"); }
};
struct E {                                   // defaulted members
    M m;
    E() = default;
    E(const E &) = default;
    ~E() = default;
};

int main() {
    printf("B\n");
    {
        B b1;
        B b2 = b1;
        b2 = b1;
        printf("%d %d\n", b1.a, b2.a);
    }
    printf("C\n");
    {
        C c1;
        c1.p = 7;
        c1.c = 8;
        C c2(c1);
        printf("%d %d %d %d\n", c2.a, c2.p, c2.m.m, c2.c);
    }
    printf("D\n");
    {
        D d1;
        D d2 = d1;
        printf("%d %d %d\n", d2.a, d2.m.m, d2.d);
    }
    printf("E\n");
    {
        E e1;
        E e2 = e1;
        printf("%d\n", e2.m.m);
    }
    printf("new/delete\n");
    C *p = new C;
    delete p;
    return 0;
}
