// Functions returning a pointer to member function, declared with the nested declarator `void (A::*f())(int)`: the
// type is the outermost declarator's (a function returning a member function pointer), also for member functions
// defined in their class and static ones; declared in the class and defined outside, at namespace scope, forward
// declared; a data member pointer result `int (A::*mem())`.
#include <stdio.h>

struct A {
    int v;
    void p(int x) { printf("p %d %d\n", v, x); }
    void q(int x) { printf("q %d %d\n", v, x); }
    int r() const { return v * 2; }
};
struct B {
    void (A::*get())(int) { return &A::p; }                 // defined in the class
    static int (A::*getr())() const { return &A::r; }      // static, const member function pointer result
    void (A::*pick(int))(int);                             // defined outside
    int (A::*field())  { return &A::v; }
};
void (A::*B::pick(int k))(int) { return k ? &A::p : nullptr; }
void (A::*choose(int k))(int) { return k ? &A::p : &A::q; }
void (A::*later())(int);
int (A::*mem())  { return &A::v; }

int main() {
    A a{7};
    B b;
    (a.*b.get())(1);
    printf("%d\n", (a.*B::getr())());
    (a.*b.pick(1))(2);
    printf("%d\n", b.pick(0) == nullptr);
    (a.*choose(0))(3);
    (a.*later())(4);
    a.*b.field() = 9;
    printf("%d %d\n", a.*mem(), a.v);
    void (A::*h)(int) = b.get();
    (a.*h)(5);
    return 0;
}
void (A::*later())(int) { return &A::q; }
