// Converting constructors making temporaries for reference parameters (gcc's g++.jason/rvalue1, reduced): the
// arguments of a 'new' expression's constructor are converted as a call's are (a String built from the char *, bound to
// the const String & parameter; it was the char * itself, and the virtual call through it crashed).
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

int main() {
    Holder *h = new Holder((char *)"Hi!");
    printf("%c\n", h->first);
    Holder local("Ho");
    Pair *p = new Pair("ab", "cd");
    printf("%c %c %c\n", local.first, p->a, p->b);
    delete h;
    delete p;
    return 0;
}
