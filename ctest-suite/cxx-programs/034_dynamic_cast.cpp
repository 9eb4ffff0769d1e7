// dynamic_cast<T *> (docs/cxx.md, "Virtual functions"): down-casts and cross-casts through the runtime's __dynamic_cast with
// both classes' typeinfo and the hint, dynamic_cast<void *> through the offset-to-top, up-casts as conversions, null in
// null out, failed casts null.
#include <stdio.h>
struct A { int a; A() : a(1) {} virtual ~A() {} };
struct B : A { int b; B() : b(2) {} ~B() {} };
struct X { virtual int x() { return 9; } virtual ~X() {} };
struct C : B, X { int c; C() : c(3) {} ~C() {} };
struct Q { int q; };
int main() {
    C c;
    A *pa = &c;
    X *px = &c;
    B *pb = dynamic_cast<B *>(pa);
    C *pc = dynamic_cast<C *>(px);
    X *cross = dynamic_cast<X *>(pa);
    A *up = dynamic_cast<A *>(pb);
    void *whole = dynamic_cast<void *>(px);
    A a;
    A *plain = &a;
    printf("%d %d %d %d %d\n", pb == (B *)&c, pc == &c, cross == px, up == pa, whole == (void *)&c);
    printf("%d %d %d\n", dynamic_cast<B *>(plain) == 0, dynamic_cast<C *>(plain) == 0, dynamic_cast<X *>(plain) == 0);
    A *none = 0;
    printf("%d %d\n", dynamic_cast<C *>(none) == 0, dynamic_cast<void *>(none) == 0);
    printf("%d\n", cross ? cross->x() : -1);
    return 0;
}
