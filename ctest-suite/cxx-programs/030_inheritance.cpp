// Single and multiple non-virtual inheritance (docs/cxx.md, "Inheritance"): Itanium layout (empty-base optimisation,
// tail padding of non-POD bases reused), inherited members and member functions, derived-to-base conversions of
// pointers (null stays null), references and 'this', static_cast back, base constructors/destructors (C2/D2).
#include <stdio.h>
#include <stddef.h>

struct E {};
struct E2 {};
struct P { int x; char c; };                       // POD: no tail padding reuse
struct NP { int x; char c; NP() : x(1), c(2) {} };  // not POD for layout: dsize 5
struct Q : NP { char d; Q() : d(3) {} };            // d at 5, sizeof 8
struct C : P { char d; };                           // d at 8, sizeof 12
struct D : E, NP { short s; D() : s(4) {} };        // E at 0 (empty), s at 6
struct F : E, E2 { int i; };                        // two empty bases: i at 0
struct H { double d; };
struct I : H, NP { char z; I() : z(5) {} };         // NP at 8, z at 13
struct J : E {};
struct K : J, E2 {};
struct L : E, J { int i; };                         // J's E may not share E's address: J at 1

struct A {
    int a;
    A(int v) : a(v) { printf("A(%d)\n", v); }
    ~A() { printf("~A %d\n", a); }
    int get() const { return a; }
    void set(int v) { a = v; }
};
struct N {
    int n;
    N() : n(7) { printf("N()\n"); }
    ~N() { printf("~N %d\n", n); if (n < 0) return; printf("~N done\n"); }
    int twice() { return 2 * n; }
};
struct Tool { int e() { return 42; } };
struct B : Tool, A, N {
    int b;
    B(int v) : A(v + 1), b(v) { printf("B(%d)\n", v); }
    ~B() { printf("~B %d\n", b); if (b == 0) return; printf("~B done\n"); }
    int sum() { return a + n + b + get() + twice() + e() + this->get(); }
    A *asA() { return this; }
};
struct G : B {   // two levels
    long g;
    G() : B(0), g(9) { n = -1; }
    ~G() { printf("~G %ld\n", g); }
};

static int viaA(A *p) { return p ? p->get() : -1; }
static int viaRef(const A &r) { return r.get(); }
static int viaN(N *p) { return p ? p->n : -1; }

int main() {
    printf("sizes %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(E), sizeof(NP), sizeof(Q), sizeof(C), sizeof(D),
           sizeof(F), sizeof(I), sizeof(J), sizeof(K), sizeof(L));
    printf("offsets %zu %zu %zu %zu %zu %zu\n", offsetof(Q, d), offsetof(C, d), offsetof(D, s), offsetof(F, i), offsetof(I, z), offsetof(L, i));
    Q q;
    I ii;
    printf("values %d %d %d %d %d\n", q.x, q.c, q.d, ii.x, ii.z);
    {
        B b(10);
        printf("sum %d %d %d %d\n", b.sum(), b.get(), b.twice(), b.e());
        b.set(5);
        A *pa = &b;
        N *pn = &b;
        printf("via %d %d %d %d %d\n", viaA(&b), viaRef(b), viaN(&b), pa->a, b.asA()->a);
        printf("offset %d %d\n", (int)((char *)pn - (char *)&b), (int)((char *)pa - (char *)&b));
        B *back = static_cast<B *>(pn);
        printf("back %d %d\n", back == &b, back->b);
        B *nb = 0;
        N *nn = nb;
        N *z = 0;
        printf("null %d %d %d\n", nn == 0, viaN(nb), static_cast<B *>(z) == 0);
        A &ra = b;
        ra.a = 99;
        printf("ref %d\n", b.get());
    }
    {
        G g;
        N *pn = &g;
        printf("g %d %d %ld\n", pn->n, g.sum(), g.g);
    }
    return 0;
}
