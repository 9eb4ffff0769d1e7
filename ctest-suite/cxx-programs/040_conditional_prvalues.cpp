// ?: whose operands are class prvalues (or one prvalue and one glvalue): the result object is built in
// place by the chosen branch -- in a local, a by-value argument, the caller's return slot, a temporary
// bound to a reference -- and destroyed exactly once (gcc's g++.old-deja/g++.jason/temporary8 saw one
// destructor more than constructors: the ?: value was copied as bytes out of a destroyed temporary).
#include <stdio.h>

int c = 0, d = 0;
struct A {
    int v;
    A(int x = 0) : v(x) { ++c; printf("  A(%d)\n", v); }
    A(const A &o) : v(o.v + 100) { ++c; printf("  A(copy %d)\n", v); }
    ~A() { ++d; printf("  ~A(%d)\n", v); }
    int get() const { return v; }
};
struct T { int x, y; };   // trivially copyable

A f(const A &a) { return (a.v ? A(1) : A(2)); }
int g(A a) { return a.v; }
int h(const A &a) { return a.v; }
T pick(bool b) { return b ? T{1, 2} : T{3, 4}; }

int main(int argc, char **) {
    printf("temporary8\n");
    { f(c ? A(3) : A(4)); }
    printf("  %d %d\n", c, d);
    A a(5);
    printf("local\n");
    { A s = argc > 1 ? A(6) : A(7); printf("  s %d\n", s.v); }
    printf("arguments\n");
    printf("  g %d\n", g(argc > 1 ? A(8) : a));
    printf("  g %d\n", g(argc == 1 ? a : A(9)));
    printf("  h %d\n", h(argc == 1 ? A(10) : A(11)));
    printf("member call\n");
    printf("  get %d\n", (argc == 1 ? A(12) : A(13)).get());
    printf("bound to a reference\n");
    { const A &r = argc == 1 ? A(14) : a; printf("  r %d\n", r.v); }
    printf("nested\n");
    { A n = argc == 1 ? (argc > 2 ? A(15) : A(16)) : A(17); printf("  n %d\n", n.v); }
    T t = pick(argc == 1);
    printf("trivial %d %d\n", t.x, t.y);
    printf("%d %d\n", c, d);
    return 0;
}
