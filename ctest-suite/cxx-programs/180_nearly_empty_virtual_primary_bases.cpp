// Nearly empty virtual bases shared as the primary base (Itanium C++ ABI 2.4 II.3): a class without a non-virtual
// dynamic base takes its first nearly empty virtual base (only a vptr) as its primary base and shares its vptr; a
// virtual primary base of a base subobject lies with the first subobject that claims it; a class's own virtual primary
// base is stolen from a base that claimed it. Layout (sizeof, base offsets), virtual calls through every base, calls
// during construction and destruction (construction vtables), dynamic_cast, typeid, delete through a virtual base.
#include <stdio.h>
#include <typeinfo>

static long off(const void *d, const void *b) { return (const char *)b - (const char *)d; }

// 1. C : virtual V, V nearly empty: V is C's primary base, at offset 0
struct V {
    virtual int f() { return 1; }
    virtual int g() { return 2; }
    virtual ~V() { printf("  ~V %d\n", g()); }
};
struct C : virtual V {
    int c = 3;
    C() { printf("  C() f=%d\n", f()); }
    int f() override { return 10 + c; }
    virtual int k() { return 7; }
    ~C() override { printf("  ~C f=%d\n", f()); }
};

// 2. A and B both claim V; A (D's primary) wins, B's V slots are lost
struct A : virtual V { int a = 4; A() { printf("  A() f=%d g=%d\n", f(), g()); } int f() override { return 40; } };
struct B : virtual V { int b = 5; B() { printf("  B() f=%d g=%d\n", f(), g()); } virtual int h() { return 50 + b; } };
struct D : A, B { int d = 6; int g() override { return 200 + d; } };

// 3. W is not nearly empty: E takes V as its primary base, stolen from W, and W's f goes through a virtual thunk
struct W : virtual V { int w = 8; int f() override { return 80 + w; } };
struct E : virtual V, virtual W { int e = 9; int g() override { return 90 + e; } };

// 4. nearly empty chain: N : virtual V is nearly empty, so G's primary base is N (V lies with it)
struct N : virtual V { int f() override { return 100; } virtual int n() { return 101; } };
struct G : virtual N { int x = 11; int n() override { return 110 + x; } };
struct H : G, virtual W { int y = 12; int f() override { return 120 + y; } };

int main() {
    printf("1. C\n");
    {
        C c;
        V *v = &c;
        printf("sizeof %zu, V at %ld, f %d g %d k %d\n", sizeof(C), off(&c, v), v->f(), v->g(), c.k());
        printf("dynamic_cast %d %d, typeid %s\n", dynamic_cast<C *>(v) == &c, dynamic_cast<void *>(v) == &c, typeid(*v).name());
    }
    printf("delete C through V*\n");
    V *p = new C;
    delete p;

    printf("2. D\n");
    {
        D d;
        V *v = &d; A *a = &d; B *b = &d;
        printf("sizeof %zu, V at %ld, A at %ld, B at %ld\n", sizeof(D), off(&d, v), off(&d, a), off(&d, b));
        printf("f %d %d %d, g %d %d %d, h %d\n", v->f(), a->f(), b->f(), v->g(), a->g(), b->g(), b->h());
        printf("dynamic_cast %d %d %d, typeid %s %s\n", dynamic_cast<D *>(v) == &d, dynamic_cast<B *>(v) == b,
               dynamic_cast<A *>(b) == a, typeid(*b).name(), typeid(*v).name());
        V *vb = b;
        printf("V from B %ld\n", off(&d, vb));
    }

    printf("3. E\n");
    {
        E e;
        V *v = &e; W *w = &e;
        printf("sizeof %zu, V at %ld, W at %ld\n", sizeof(E), off(&e, v), off(&e, w));
        printf("f %d %d, g %d %d\n", v->f(), w->f(), v->g(), w->g());
        printf("dynamic_cast %d %d\n", dynamic_cast<E *>(w) == &e, dynamic_cast<W *>(v) == w);
    }

    printf("4. G, H\n");
    {
        G g;
        V *v = &g; N *n = &g;
        printf("sizeof %zu, V at %ld, N at %ld, f %d n %d %d\n", sizeof(G), off(&g, v), off(&g, n), v->f(), n->n(), g.n());
        H h;
        V *hv = &h; N *hn = &h; G *hg = &h; W *hw = &h;
        printf("sizeof %zu, V %ld N %ld G %ld W %ld\n", sizeof(H), off(&h, hv), off(&h, hn), off(&h, hg), off(&h, hw));
        printf("f %d %d n %d g %d\n", hv->f(), hw->f(), hn->n(), hw->g());
        printf("typeid %s %s\n", typeid(*hw).name(), typeid(*hn).name());
    }
    return 0;
}
