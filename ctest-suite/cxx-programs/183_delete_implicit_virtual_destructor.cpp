// delete through a pointer to a class whose destructor is implicit but virtual (a base's is virtual): the deleting
// destructor of the dynamic type is called through the vtable (it called the static type's destructor and freed the
// wrong size and address: a crash when the class is a non-primary base).
#include <stdio.h>

struct V { virtual int f() { return 1; } virtual ~V() { printf("  ~V\n"); } };
struct A : virtual V { int a = 4; int f() override { return 40; } };
struct B : virtual V { int b = 5; virtual int h() { return 50 + b; } };
struct D : A, B { int d = 6; };
struct P { virtual ~P() { printf("  ~P\n"); } };
struct Q { long q = 1; };
struct R : Q, P { int r = 2; };
struct S : R { S() {} };

int main() {
    printf("B* to a D\n");
    B *b = new D;
    printf("  %d %d\n", b->f(), b->h());
    delete b;
    printf("V* to a D\n");
    V *v = new D;
    delete v;
    printf("R* to an S\n");
    R *r = new S;
    delete r;
    return 0;
}
