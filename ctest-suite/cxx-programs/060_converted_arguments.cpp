// Converting constructors making temporaries for reference parameters (gcc's g++.jason/rvalue1, reduced): the
// arguments of a 'new' expression's constructor are converted as a call's are (a String built from the char *, bound to
// the const String & parameter; it was the char * itself, and the virtual call through it crashed). Temporaries of a
// class with a destructor made by a converting constructor die at the end of their full-expression (also in a branch
// of ?:), or with the local reference bound to them.
#include <stdio.h>

struct String {
    const char *cp;
    String(const char *p) : cp(p) {}
    String(const String &o) : cp(o.cp) { o.check(); }
    virtual void check() const { printf("check %s\n", cp); }
};
void take(String s) { printf("take %s\n", s.cp); }
struct Holder {
    int first;
    Holder(const String &s) : first(s.cp[0]) { take(String(s)); }
};
struct Pair {
    int a, b;
    Pair(const String &x, const String &y) : a(x.cp[0]), b(y.cp[1]) {}
};

struct A {
    int v;
    A(int x) : v(x) { printf("A(%d)\n", v); }
    A(const A &o) : v(o.v + 100) { printf("A copy %d\n", o.v); }
    A &operator=(const A &o) { v = o.v + 1000; printf("A= %d\n", o.v); return *this; }
    ~A() { printf("~A %d\n", v); }
};
int byref(const A &a) { printf("byref %d\n", a.v); return a.v; }
int byval(A a) { printf("byval %d\n", a.v); return a.v; }

int main() {
    Holder *h = new Holder((char *)"Hi!");
    printf("%c\n", h->first);
    Holder local("Ho");
    Pair *p = new Pair("ab", "cd");
    printf("%c %c %c\n", local.first, p->a, p->b);
    delete h;
    delete p;
    printf("%d\n", byref(1) + 1);
    printf("%d\n", byval(2));
    {
        const A &r = 3;
        printf("bound %d\n", r.v);
    }
    A a = 4;
    a = 5;
    int k = byref(6) ? byref(8) : 0;
    printf("%d %d\n", a.v, k);
    return 0;
}
