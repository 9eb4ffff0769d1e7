// A user-declared destructor destroys its bases with their base-object destructors (D2, with a sub-VTT when the base
// has virtual bases), also when the base's destructor is implicit; the virtual base is destroyed once, by the
// complete-object destructor of the most derived class (wrong code before: the base's D1 ran, so ~V ran twice).
#include <stdio.h>

struct V { int v = 1; ~V() { printf("~V %d\n", v); } };
struct B : virtual V { int b = 2; };                                   // implicit destructor, a virtual base
struct D : B { int d = 3; ~D() { printf("~D %d\n", d); } };             // user-declared destructor
struct E : virtual V { ~E() { printf("~E\n"); } };
struct F : B, E { ~F() { printf("~F\n"); } };
struct G : D { ~G() { printf("~G\n"); } };                               // two levels of user-declared destructors
struct W { int w = 7; virtual ~W() { printf("~W %d\n", w); } };
struct H : virtual W { int h = 8; };                                   // implicit virtual destructor
struct I : H { ~I() { printf("~I\n"); } };

int main() {
    { D d; }
    printf("--\n");
    { F f; }
    printf("--\n");
    { G g; }
    printf("--\n");
    { I i; }
    printf("--\n");
    W *w = new I;
    delete w;
    return 0;
}
