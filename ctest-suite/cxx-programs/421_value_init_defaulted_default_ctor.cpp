// Value-initialization of a class whose default constructor is defaulted on its first declaration (not user-provided)
// but which has another user-provided constructor: zero-initialized first, then the (trivial) default constructor
// ([dcl.init]/8.2; gcc's cpp0x/initlist-value2): A a{};, A(), A{}, new A(), new A{}, a member's m() and m{}.
#include <cstdio>
#include <cstring>
#include <new>

struct A {
    int i;
    double d;
    A() = default;
    A(int v) : i(v), d(v) {}
};

struct B {
    A a, b;
    int k;
    B() : a(), b{} {}
};

struct C : A {
    int c = 5;
};

static void dirty() {
    volatile unsigned char junk[512];
    for (unsigned i = 0; i < sizeof junk; i++) junk[i] = 0xA5;
}

static int check_a() { A a{}; return a.i + (a.d == 0.0 ? 0 : 1000); }
static int check_b() { A t = A(); A u = A{}; return t.i + u.i + (t.d == 0.0 && u.d == 0.0 ? 0 : 1000); }
static int check_m() { B b; return b.a.i + b.b.i + (b.a.d == 0.0 && b.b.d == 0.0 ? 0 : 1000); }
static int check_c() { C c{}; return c.i + c.c; }

int main() {
    dirty();
    int r1 = check_a();
    dirty();
    int r2 = check_b();
    dirty();
    int r3 = check_m();
    dirty();
    int r4 = check_c();
    unsigned char buf[sizeof(A)];
    std::memset(buf, 0x5A, sizeof buf);
    A *p = new (buf) A();
    int r5 = p->i;
    A *q = new A{};
    int r6 = q->i;
    delete q;
    A one(3);
    std::printf("%d %d %d %d %d %d %d\n", r1, r2, r3, r4, r5, r6, one.i);
    return 0;
}
