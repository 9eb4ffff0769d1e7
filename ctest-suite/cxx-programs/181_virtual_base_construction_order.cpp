// The order virtual base classes are constructed in ([class.base.init]: a depth-first, left-to-right traversal of the
// base-class DAG, a virtual base after the virtual bases it has itself) is not the order they are laid out in (the
// inheritance-graph preorder of Itanium C++ ABI 2.4); destruction is the reverse. gcc's g++.old-deja/g++.mike/p4667.
#include <stdio.h>

#define NOTE(T) T() { printf("  construct " #T "\n"); } ~T() { printf("  destroy " #T "\n"); }

struct A { NOTE(A) };
struct B { NOTE(B) };
struct C : virtual B { C() { printf("  C body\n"); } };               // nearly empty
struct Cd : virtual B { int pad = 1; Cd() { printf("  Cd body\n"); } };  // not nearly empty
struct D : virtual A, virtual C { D() { printf("  D body\n"); } };
struct Dd : virtual A, virtual Cd { Dd() { printf("  Dd body\n"); } };

struct Z { NOTE(Z) };
struct Y0 { NOTE(Y0) };
struct Y : virtual Z, Y0 { NOTE(Y) };
struct X0 { NOTE(X0) };
struct X : virtual Y, X0 { NOTE(X) };
struct W0 { NOTE(W0) };
struct W : W0, virtual X, virtual A { NOTE(W) };
struct E0 { NOTE(E0) };
struct E : E0, virtual W, virtual Cd { E() { printf("  E body\n"); } };

int main() {
    printf("D\n");
    { D d; printf("  sizeof %zu\n", sizeof d); }
    printf("Dd\n");
    { Dd d; printf("  sizeof %zu\n", sizeof d); }
    printf("E\n");
    { E e; printf("  sizeof %zu\n", sizeof e); }
    return 0;
}
