// The implicit assignment of a dynamic class (virtual functions or virtual bases) is not trivial: it copies
// the members and never the vptr, so b = d (slicing a D into a B) leaves b a B, and assigning a class with a
// virtual base from a more derived object keeps the virtual base's vptr (both copied D's vptr: the B then
// called D's overriders).
#include <stdio.h>

struct B { int b = 1; virtual int who() const { return 1; } };
struct D : B { int d = 2; D() { b = 5; } int who() const override { return 2; } };
struct P { int x = 0; virtual int who() const { return 10; } };
struct Q : virtual P { int q = 3; };
struct R : Q { R() { x = 7; q = 8; } int who() const override { return 20; } };
struct Holder { B member; int n = 0; };   // a dynamic member: assigned through B's operator=

int main() {
    B b;
    D d;
    b = d;
    const B &rb = b;
    printf("b = d: %d %d\n", b.b, rb.who());
    Q q;
    R r;
    q = r;
    const P &pp = q;
    printf("q = r: %d %d %d\n", q.x, q.q, pp.who());
    Holder h, h2;
    h2.member.b = 9;
    h = h2;
    const B &hm = h.member;
    printf("holder: %d %d\n", h.member.b, hm.who());
    return 0;
}
