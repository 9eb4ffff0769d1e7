// Each element of an array of objects built by a default constructor with a default argument is its own
// full-expression: the argument's temporary dies before the next element is built (local arrays, member
// arrays, new[]; gcc's g++.old-deja/g++.other/temporary1 destroyed one temporary for two elements).
#include <stdio.h>
int c, d;
struct Foo {
    int id;
    Foo() : id(++c) { printf("  Foo(%d)\n", id); }
    Foo(const Foo &o) : id(o.id + 100) { printf("  Foo(copy %d)\n", id); }
    ~Foo() { ++d; printf("  ~Foo(%d)\n", id); }
};
struct Bar {
    int v;
    Bar(const Foo &f = Foo()) : v(f.id) { printf("  Bar(%d)\n", v); }
    ~Bar() { printf("  ~Bar(%d)\n", v); }
};
struct Holder { Bar bars[2]; Holder() { printf("  Holder\n"); } };
int main() {
    printf("local array\n");
    { Bar bar[2]; printf("  built\n"); }
    printf("member array\n");
    { Holder h; printf("  built\n"); }
    printf("new[]\n");
    { Bar *p = new Bar[2]; printf("  built\n"); delete[] p; }
    printf("%d %d\n", c, d);
    return 0;
}
