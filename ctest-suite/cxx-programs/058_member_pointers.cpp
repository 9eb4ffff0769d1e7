// Pointers to members (Itanium ABI): data members (offsets, -1 for null), member functions ({ptr, adj}: an address,
// or 1 + a vtable offset for a virtual one), &A::m, &A::f, .*, ->*, calls, null, comparisons, conversions to a derived
// class's member pointer (adj/offset moved), parameters, returns, globals, tables in structs, conditions, templates.
#include <stdio.h>

struct A {
    int x, y;
    int get(int k) const { return x * k; }
    int sum(int k) { return x + y + k; }
    virtual int v(int k) { return 100 + k; }
};
struct B : A { int z; int v(int k) override { return 200 + k; } };
struct P { long pad; };
struct C : P, A { int w; };

int use(A &a, int A::*pm) { return a.*pm; }
int callit(A *a, int (A::*pf)(int), int k) { return (a->*pf)(k); }
int A::*pick(int i) { return i ? &A::y : &A::x; }

int A::*gp = &A::y;
int A::*gnull;                      // zero-initialized: null is -1
int (A::*gf)(int) = &A::sum;
int (A::*gfnull)(int);
int C::*gc = &A::y;                 // a constant converted: offset of A in C (8) + 4
struct Op { const char *name; int (A::*fn)(int); };
Op ops[] = {{"sum", &A::sum}, {"v", &A::v}};

int C::*widen(int A::*pm) { return pm; }      // converted on return (+8), null stays null
int C::*none() { return nullptr; }
int (C::*fwiden(int (A::*f)(int)))(int) { return f; }
int at(C &c, int C::*m) { return m == nullptr ? -1 : c.*m; }
int callc(C &c, int (C::*f)(int)) { return f ? (c.*f)(1) : -2; }
struct H { int C::*m; int (C::*f)(int); H() : m(&A::y), f(nullptr) {} };
struct Named { const char *n; int A::*m; };
struct K { int f() { return 1; } int f() const { return 0; } };   // gcc's g++.other/ptrmem9: o.*pm of a const o is const
struct KH { K k; int n; };

template <class T, class M> M get(T &o, M T::*pm) { return o.*pm; }
template <class T> int call(T &o, int (T::*pf)(int), int a) { return (o.*pf)(a); }

int main() {
    A a;
    a.x = 3;
    a.y = 4;
    int A::*pm = &A::y;
    printf("%d %d\n", a.*pm, use(a, &A::x));
    a.*pm = 10;
    A *pa = &a;
    printf("%d %d\n", pa->*pm, a.y);
    int (A::*pf)(int) = &A::sum;
    printf("%d %d\n", (a.*pf)(1), callit(&a, &A::sum, 2));
    int (A::*pc)(int) const = &A::get;
    printf("%d\n", (a.*pc)(5));
    B b;
    b.x = 1;
    b.y = 2;
    b.z = 3;
    int (A::*pv)(int) = &A::v;   // virtual: the object's override
    printf("%d %d %d\n", (a.*pv)(1), (b.*pv)(1), callit(&b, &A::v, 5));
    int A::*pn = nullptr;
    printf("%d %d %d\n", pn == nullptr, pm == &A::y, pm != pick(0));
    int (A::*pfn)(int) = 0;
    printf("%d %d %d %d\n", pfn == nullptr, pf == &A::sum, pf != pv, pv == &A::v);
    C c;
    c.x = 7;
    c.y = 8;
    c.w = 9;
    int C::*cm = pm;                // cir.derived_data_member
    int (C::*cf)(int) = &A::sum;    // adj 8
    printf("%d %d %d\n", c.*cm, (c.*cf)(0), c.*gc);
    printf("%d %d %d\n", b.*pick(1), (int)sizeof(pf), (int)sizeof(pm));
    printf("%d %d %d %d\n", a.*gp, (a.*gf)(3), gnull == nullptr, gfnull == nullptr);
    for (int i = 0; i < 2; i++) printf("%s %d %d\n", ops[i].name, (a.*ops[i].fn)(10), (b.*ops[i].fn)(10));
    int A::*q = 0;
    if (!q) printf("null\n");
    q = &A::x;
    if (q) printf("set %d\n", a.*q);
    printf("%d %d\n", pfn ? 1 : 0, pf && q);
    printf("%d %d\n", get(a, &A::y), call(a, &A::sum, 7));
    printf("%d %d %d %d %d\n", c.*widen(&A::y), at(c, nullptr), at(c, 0), at(c, none()), at(c, widen(nullptr)));
    printf("%d %d %d %d\n", at(c, cm), callc(c, &A::sum), callc(c, nullptr), callc(c, fwiden(&A::sum)));
    H h;
    printf("%d %d\n", c.*h.m, h.f == nullptr);
    h.f = &A::sum;
    h.m = nullptr;
    printf("%d %d\n", (c.*h.f)(5), h.m == nullptr);
    Named nm[] = {{"y", &A::y}, {"none", nullptr}};
    printf("%s %d %s %d\n", nm[0].n, a.*nm[0].m, nm[1].n, nm[1].m == nullptr);
    int A::*sel = c.w ? &A::x : nullptr;
    printf("%d\n", c.*sel);
    bool nb = (int A::*)0;   // casts: null, static_cast down and up, reinterpret_cast, to bool
    int C::*cz = &C::w;
    int A::*back = static_cast<int A::*>(gc);
    int (A::*up)(int) = static_cast<int (A::*)(int)>(cf);
    int K::*rk = reinterpret_cast<int K::*>(pm);
    printf("%d %d %d %d %d %d %d\n", nb, (bool)pf, pm != cz, pm == (int C::*)&A::y, back == &A::y, (a.*up)(2),
           reinterpret_cast<int A::*>(rk) == pm);
    K KH::*km = &KH::k;
    const KH ckh = {K(), 1};
    KH kh = {K(), 2};
    const KH *pckh = &ckh;
    printf("%d %d %d\n", (ckh.*km).f(), (kh.*km).f(), (pckh->*km).f());
    return 0;
}
