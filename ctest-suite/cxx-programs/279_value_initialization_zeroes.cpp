// Value-initialization of a class whose default constructor is not user-provided (implicit, or `= default` on its
// first declaration) zero-initializes the object first, then runs that constructor when it is non-trivial
// ([dcl.init]/8): the mem-initializers `: B()`, `: B{}`, `m()`, `m{}`, `new T()`, `T()`, `T t{}`, the elements after
// an array's list, and a member of class type that an aggregate's list leaves out. jcirc++ ran only the constructor
// and left the other members as they were; `new T()` of a trivial defaulted constructor crashed the compiler and
// `: B{}` picked B(int) (wrong code before: gcc's g++.dg/cpp0x/initlist-base4).
#include <cstdio>
#include <cstring>
#include <new>

struct item { int i; };
struct collector : item {
    int j;
    collector() = default;
    collector(int) {}
};
struct tuple : collector { tuple() : collector() {} };
struct tuple2 : collector { tuple2() : collector{} {} };

struct M { int m; M() : m(5) {} };
struct V { int a; M mm; int b; };                       // a non-trivial implicit default constructor
struct W { int a; virtual int f() { return a; } };     // a vptr: not an aggregate
struct X { int q; W w; };                               // an aggregate with a member that has a constructor
struct Hold { V v; W w; int k; Hold() : v(), w{}, k() {} };
struct DV : V { int z; DV() : V(), z(1) {} };
struct DW : W { DW() : W() {} };

alignas(16) static unsigned char space[256];

static void *dirty() {
    std::memset(space, 0x11, sizeof space);
    return space;
}

__attribute__((noinline)) static void locals() {
    W w{};
    V v{};
    W w2 = W();
    X x{};
    X x1{7};
    W wa[3]{};
    std::printf("locals %d %d %d %d %d %d %d %d %d %d\n", w.f(), v.a, v.mm.m, v.b, w2.f(), x.q, x.w.f(), x1.q, x1.w.f(), wa[2].f());
}

__attribute__((noinline)) static void scribble() {
    volatile unsigned char buf[1024];
    for (int i = 0; i < 1024; i++) buf[i] = 0x11;
}

int main() {
    tuple *t = ::new (dirty()) tuple;
    std::printf("tuple %d %d\n", t->i, t->j);
    tuple2 *t2 = ::new (dirty()) tuple2;
    std::printf("tuple2 %d %d\n", t2->i, t2->j);
    collector *c = ::new (dirty()) collector();
    std::printf("new collector() %d %d\n", c->i, c->j);
    collector *cb = ::new (dirty()) collector{};
    std::printf("new collector{} %d %d\n", cb->i, cb->j);
    V *v = ::new (dirty()) V();
    std::printf("new V() %d %d %d\n", v->a, v->mm.m, v->b);
    W *w = ::new (dirty()) W{};
    std::printf("new W{} %d\n", w->f());
    Hold *h = ::new (dirty()) Hold;
    std::printf("Hold %d %d %d %d %d\n", h->v.a, h->v.mm.m, h->v.b, h->w.f(), h->k);
    DV *dv = ::new (dirty()) DV;
    std::printf("DV %d %d %d %d\n", dv->a, dv->mm.m, dv->b, dv->z);
    DW *dw = ::new (dirty()) DW;
    std::printf("DW %d\n", dw->f());
    V *va = ::new (dirty()) V[3]{V()};
    std::printf("V[3] %d %d %d\n", va[2].a, va[2].mm.m, va[2].b);
    scribble();
    locals();
    return 0;
}
