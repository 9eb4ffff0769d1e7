// The implicit move assignment of a class whose members (single objects and arrays of objects) have a
// user-declared move assignment and a deleted copy assignment: c = C() moves each member, element by
// element (gcc's g++.dg/cpp0x/rv-array1: the assignment was a byte copy, no operator= ran).
#include <stdio.h>

struct O {
    int size = 0;
    O() = default;
    ~O() { printf("  ~O(%d)\n", size); }
    O(const O &) = delete;
    O &operator=(const O &) = delete;
    O(O &&b) { size = b.size; b.size = 0; printf("  O(move %d)\n", size); }
    O &operator=(O &&b) { printf("  O = move %d <- %d\n", size, b.size); size = b.size; b.size = 0; return *this; }
};
struct P { int x = 7; P &operator=(P &&o) { printf("  P = move %d <- %d\n", x, o.x); x = o.x; return *this; } };
struct C { O objects[2]; int n = 3; };
struct C1 { O one; P p; };
struct C2 : C1 { int k = 0; };

int main() {
    printf("array member\n");
    C c;
    c.objects[0].size = 1;
    c.objects[1].size = 2;
    c = C();
    printf("  after %d %d %d\n", c.objects[0].size, c.objects[1].size, c.n);
    printf("members\n");
    C1 d;
    d.one.size = 5;
    d.p.x = 8;
    d = C1();
    printf("  after %d %d\n", d.one.size, d.p.x);
    printf("base\n");
    C2 e, f;
    f.one.size = 9;
    e = static_cast<C2 &&>(f);
    printf("  after %d %d\n", e.one.size, f.one.size);
    printf("move construction\n");
    C g(static_cast<C &&>(c));
    printf("end\n");
    return 0;
}
