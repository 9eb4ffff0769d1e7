// Members of class type: constructors run member constructors (from mem-initializers or default) in declaration
// order, destructors run member destructors in reverse (also after a return in the destructor body); implicitly
// defined non-trivial special members (default/copy constructor, copy assignment, destructor) and user-declared
// copy constructors and operator= for S b = a;, S b(a);, b = a; chains, new/delete.
#include <stdio.h>
static int order;
struct Log {
    int id;
    Log() : id(++order) { printf("Log() %d\n", id); }
    Log(int v) : id(v) { printf("Log(%d)\n", id); }
    Log(const Log &o) : id(o.id * 10) { printf("Log(copy %d)\n", o.id); }
    Log &operator=(const Log &o) { printf("Log= %d <- %d\n", id, o.id); id = o.id + 1; return *this; }
    ~Log() { printf("~Log %d\n", id); }
};
struct Flags { unsigned a : 3, b : 5; char name[4]; };
struct Rec {                 // implicit members only, over a bit-field, an array and a nested struct
    Flags f;
    Log l;
    double d;
};
namespace ns {
struct Holder {
    Rec r;
    Log extra;
    int n;
    Holder(int k) : extra(k), n(k) { printf("Holder(%d)\n", n); }
    ~Holder() {
        if (n < 0) { printf("~Holder early\n"); return; }
        printf("~Holder %d\n", n);
    }
};
}
struct Wrap { ns::Holder h; Wrap() : h(7) {} };
struct Assign {
    int v;
    Log l;
    Assign &operator=(int x) { v = x; printf("Assign=int %d\n", x); return *this; }
};
static int sum(const Rec &r) { return r.f.a + r.f.b + r.l.id + (int)r.d; }
struct Pair {
    Rec first; Log second;
    Pair() : second(50) {}
    Pair(const Pair &o) : first(o.first), second(o.second) { printf("Pair(copy)\n"); }
};
static void copies(const Rec &src, Rec *dst, const Pair &pr) {
    Rec t = src;
    Rec u(src);
    Flags f1 = src.f, f2(f1), f3{f2};   // trivial copies, also with parentheses and braces
    printf("flags %u %u %u\n", f1.b, f2.b, f3.b);
    *dst = t;
    Pair q = pr;
    printf("copies %d %d %d %d\n", t.l.id, u.l.id, dst->l.id, q.second.id);
}
int main() {
    {
        Rec a;
        a.f.a = 5; a.f.b = 17; a.f.name[0] = 'x'; a.d = 2.5;
        Rec b = a;
        Rec c(b);
        printf("b %u %u %c %d %g\n", b.f.a, b.f.b, b.f.name[0], b.l.id, b.d);
        Rec d;
        d = c = b;
        printf("d %u %u %c %d sum %d\n", d.f.a, d.f.b, d.f.name[0], d.l.id, sum(d));
    }
    { ns::Holder h(3); ns::Holder g(-1); }
    { Wrap w; printf("w %d\n", w.h.n); }
    { Assign s; s = 42; printf("s %d %d\n", s.v, s.l.id); }
    { Rec a; a.f.b = 11; Rec b; Pair pr; copies(a, &b, pr); }
    Rec *p = new Rec;
    printf("p %d\n", p->l.id);
    delete p;
    ns::Holder *q = new ns::Holder(9);
    delete q;
    return 0;
}
