// Classes whose virtual destructor is implicit and inherited only through a virtual base (struct B : virtual A {}) have
// slots of their own for it in their primary vtable, after the declared virtual functions, as g++ lays them out: a
// delete through such a class's pointer called the wrong slot (a crash). And the VTT of a class with a virtual base
// that has a non-virtual base without virtual bases (E : virtual D, D : B, C, AA, AA : A) has no entry for that base
// (an internal compiler error before; g++.old-deja/g++.eh/catch6p).
#include <cstdio>

static int live;
struct A {
    int m;
    A() { live++; }
    virtual ~A() { live--; }
    virtual const char *who() { return "A"; }
};
struct B : virtual A { int m; B() { std::printf("B() sees %s\n", who()); } };
struct C : virtual A { int m; virtual int f() { return 1; } C() { std::printf("C() sees %s\n", who()); } };
struct AA : A { int m; AA() { std::printf("AA() sees %s\n", who()); } const char *who() { return "AA"; } };
struct D : B, C, AA { int m; D() { std::printf("D() sees %s and %s\n", B::who(), AA::who()); } };
struct E : virtual D { int m; int f() { return 5; } };

static void thrower(E *e) { throw e; }

int main() {
    D *d = new E;
    std::printf("live %d, f %d\n", live, static_cast<C *>(d)->f());
    delete d;   // E's deleting destructor through D's vtable
    std::printf("live %d\n", live);
    B *b = new D;
    delete b;
    C *c = new E;
    std::printf("f %d\n", c->f());
    delete c;
    AA *aa = new E;
    delete aa;
    std::printf("live %d\n", live);
    E e;
    try { thrower(&e); } catch (AA *p) { std::printf("caught AA* at offset %ld\n", (long) ((char *) p - (char *) &e)); }
    try { thrower(&e); } catch (C *p) { std::printf("caught C* at offset %ld, f %d\n", (long) ((char *) p - (char *) &e), p->f()); }
    return 0;
}
