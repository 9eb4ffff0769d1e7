// Names in class hierarchies (docs/cxx.md, "Inheritance"): a derived member hides a base member of the same name,
// b.A::x / A::x / this->A::x name the base's, a hidden base member function is called as b.A::f(), inherited
// members two levels down, members of the second base of a multiple inheritance (offset adjusted), and
// pointer arithmetic/arrays of derived objects seen through base pointers element by element.
#include <stdio.h>

struct A { int x; int f() { return x; } int g() { return f() + 1; } };
struct B : A {
    int x;
    int f() { return x * 10 + A::x + this->A::x + A::f(); }
};
struct C : A { int y; };
struct D : C { int z; int g() { return x + y + z + C::g(); } };
struct M { short m; int h() const { return m * 3; } };
struct E : A, M { char e; int sum() const { return x + m + e + h(); } };

typedef struct { int i; } Anon;   // a base named by a typedef of an unnamed class
struct TA : Anon { int j; };

static int readM(const M *p) { return p->m; }

int main() {
    B b;
    b.x = 1;
    b.A::x = 2;
    printf("%d %d %d %d\n", b.x, b.A::x, b.f(), b.A::f());
    printf("%d\n", b.g());   // A::g calls A::f on the A subobject
    D d;
    d.x = 1; d.y = 2; d.z = 3;
    A *pa = &d;
    C *pc = &d;
    printf("%d %d %d %d\n", d.g(), pa->x, pc->y, d.C::g());
    E es[3];
    for (int i = 0; i < 3; i++) { es[i].x = i; es[i].m = (short)(10 * i); es[i].e = (char)(100 + i); }
    int t = 0;
    for (int i = 0; i < 3; i++) t += readM(&es[i]) + es[i].sum();
    M *pm = &es[2];
    printf("%d %d %d %zu\n", t, pm->m, pm->h(), sizeof(E));
    TA ta;
    ta.i = 5;
    ta.j = 6;
    Anon *an = &ta;
    printf("%d %d %zu\n", an->i, ta.i + ta.j, sizeof(TA));
    return 0;
}
