// Constructors and destructors of two instances of one class template: each instance's base-subobject calls
// (A<T>'s constructor and destructor) and base-object variants (C2/D2) are its own, also when their code is
// generated after both instances were analysed (deferred inline definitions).
#include <stdio.h>

template<class T> struct A {
    T a;
    A() : a(sizeof(T)) { printf("A<%d>()\n", (int)sizeof(T)); }
    ~A() { printf("~A<%d> %d\n", (int)sizeof(T), (int)a); }
};

template<class T> struct B : A<T> {
    T v;
    B() : v(4) { printf("B<%d>()\n", (int)sizeof(T)); }
    ~B() { printf("~B<%d> %d\n", (int)sizeof(T), (int)v); }
};

struct E : B<long> { E() { v = 5; } };
struct F : B<char> { F() { v = 6; } };

int main() {
    E e;
    F f;
    B<char> b;
    B<short> s;
    return 0;
}
