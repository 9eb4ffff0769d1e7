// A dynamic base named by a typedef (or an alias declaration) is a dynamic base: it is the primary base (at offset 0,
// sharing the vptr), its virtual bases are laid out after the non-virtual part, and the complete-object constructor
// constructs them first (wrong code before: gcc's g++.pt/vbase1 with a typedef for its template parameter; a base
// named by a template parameter is reported, filecheck cxx/virtual-errors.cpp).
#include <stdio.h>
#include <stddef.h>

static int order[16], n;

struct A {
    int a;
    A() : a(1) { order[n++] = 1; }
    virtual ~A() {}
    virtual int id() const { return 10 + a; }
};

struct B : virtual A {
    int b;
    B() : b(2) { order[n++] = 2; }
    int id() const override { return 20 + b + a; }
};

struct C {
    int c;
    C() : c(3) { order[n++] = 3; }
};

typedef B BT;

struct D : C, BT {   // the typedef-named base B is dynamic: D's primary base
    int d;
    D() : d(4) { order[n++] = 4; }
};

using BU = B;

struct E : C, BU {   // an alias declaration names it too
    int e = 6;
    E() { order[n++] = 6; }
};

struct P { virtual int f() { return 1; } virtual ~P() {} };
typedef P PT;
struct Q : C, PT { int q = 7; int f() override { return q; } };   // no virtual base: a dynamic typedef-named base

static void show(const char *what) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", order[i]);
    printf("\n");
    n = 0;
}

static int via(A &x) { return x.id(); }

int main() {
    {
        D x;
        show("D");
        printf("D: size %d, B at %d, C at %d, A at %d, id %d\n", (int)sizeof(D), (int)((char *)(B *)&x - (char *)&x),
               (int)((char *)(C *)&x - (char *)&x), (int)((char *)(A *)&x - (char *)&x), via(x));
        printf("D: %d %d %d %d %d\n", x.a, x.b, x.c, x.d, x.id());
    }
    {
        E *z = new E;
        show("new E");
        A *a = z;
        printf("E: size %d, B at %d, A at %d: %d %d %d\n", (int)sizeof(E), (int)((char *)(B *)z - (char *)z),
               (int)((char *)a - (char *)z), a->id(), a->a, z->e);
        delete a;
    }
    {
        Q q;
        P *p = &q;
        printf("Q: size %d, P at %d, f %d\n", (int)sizeof(Q), (int)((char *)p - (char *)&q), p->f());
    }
    show("end");
    return 0;
}
