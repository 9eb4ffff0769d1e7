// [class.copy.ctor]/7: a class whose base or member has only a copy constructor taking a non-const reference (B(B&))
// gets the implicit copy constructor C(C&), which builds each base and member from a non-const lvalue: A's constructor
// template A(T&) (T = A) is then a better match than A(const A&) (g++.dg/cpp0x/implicit2, reduced).
#include <cstdio>
int r = 1;
struct A {
    A() {}
    A(const A &) { std::printf("A(const A&)\n"); }
    template <class T> A(T &) { r = 0; std::printf("A(T&)\n"); }
};
struct B { B() {} B(B &) { std::printf("B(B&)\n"); } };
struct M { M() {} M(const M &) { std::printf("M(const M&)\n"); } template <class T> M(T &) { std::printf("M(T&)\n"); } };
struct C : A, B { M m; };
struct D { A a; B b; };
struct E { A a; M m; };   // every copy constructor takes const: E(const E&), A(const A&) and M(const M&)
int main() {
    C c;
    C c2(c);
    D d;
    D d2 = d;
    E e;
    E e2 = e;
    const E ce;
    E e3(ce);
    std::printf("r=%d\n", r);
    return 0;
}
