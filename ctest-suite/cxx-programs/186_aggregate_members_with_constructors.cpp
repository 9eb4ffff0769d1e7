// C++14 aggregates whose members have constructors and destructors ([dcl.init.aggr]): a clause copy-initializes its
// member (a converting constructor, a copy, a temporary built in place), members without a clause get their default
// member initializers or default constructors, the object's implicit destructor destroys them in reverse order;
// braces are elided into aggregate members but not into members of classes with constructors.
#include <stdio.h>
#include <string.h>

static int live;

struct Str {   // a std::string-like class: constructors, a destructor, a copy constructor
    char buf[16];
    Str() { strcpy(buf, "-"); live++; printf("  Str()\n"); }
    Str(const char *s) { strcpy(buf, s); live++; printf("  Str(%s)\n", s); }
    Str(const char *s, int n) { strncpy(buf, s, n); buf[n] = 0; live++; printf("  Str(%s, %d)\n", buf, n); }
    Str(const Str &o) { strcpy(buf, o.buf); strcat(buf, "'"); live++; printf("  Str(copy %s)\n", o.buf); }
    ~Str() { live--; printf("  ~Str(%s)\n", buf); }
};

struct A { Str s; int n; };
struct Two { Str first; Str second; int k = 4; };
struct Pt { int x, y; };
struct Nested { A a; Pt p; Str tail; };
struct Defaults { int a; int b = a * 10; Pt p{5, 6}; Str s{"dmi"}; Str t = "eq"; };

A g = {"global", 1};

static A make(int n) { return {"made", n}; }
static int take(A a) { return a.n + (int)strlen(a.s.buf); }

int main() {
    {
        printf("A a = {\"x\", 1}:\n");
        A a = {"x", 1};
        printf("%s %d\n", a.s.buf, a.n);
    }
    {
        printf("A b{}: \n");
        A b{};
        printf("%s %d\n", b.s.buf, b.n);
    }
    {
        printf("Two t = {\"one\"}:\n");
        Two t = {"one"};
        printf("%s %s %d\n", t.first.buf, t.second.buf, t.k);
        printf("Two u{Str(\"tmp\"), t.first, 9}:\n");
        Two u{Str("tmp"), t.first, 9};
        printf("%s %s %d\n", u.first.buf, u.second.buf, u.k);
        printf("Two v = {{\"abcdef\", 3}}:\n");
        Two v = {{"abcdef", 3}};
        printf("%s %s %d\n", v.first.buf, v.second.buf, v.k);
    }
    {
        printf("Nested:\n");
        Nested n = {"in", 2, 7, 8};   // brace elision into A and Pt, not into Str
        printf("%s %d %d %d %s\n", n.a.s.buf, n.a.n, n.p.x, n.p.y, n.tail.buf);
        Nested m = {{"in2"}, {1}};
        printf("%s %d %d %d %s\n", m.a.s.buf, m.a.n, m.p.x, m.p.y, m.tail.buf);
    }
    {
        printf("Defaults:\n");
        Defaults d = {3};
        printf("%d %d %d %d %s %s\n", d.a, d.b, d.p.x, d.p.y, d.s.buf, d.t.buf);
        Defaults e = {2, 1, {7}, "given"};
        printf("%d %d %d %d %s %s\n", e.a, e.b, e.p.x, e.p.y, e.s.buf, e.t.buf);
    }
    {
        printf("arrays:\n");
        A arr[3] = {{"a0", 0}, {"a1"}};
        for (A &x : arr) printf("%s %d\n", x.s.buf, x.n);
    }
    {
        printf("new:\n");
        A *p = new A{"heap", 5};
        printf("%s %d\n", p->s.buf, p->n);
        delete p;
        Two *q = new Two{"h1"};
        printf("%s %s %d\n", q->first.buf, q->second.buf, q->k);
        delete q;
    }
    {
        printf("calls:\n");
        A r = make(6);
        printf("%s %d\n", r.s.buf, r.n);
        printf("%d\n", take({"arg", 10}));
    }
    {
        printf("static:\n");
        static A st = {"static", 3};
        printf("%s %d %s %d\n", st.s.buf, st.n, g.s.buf, g.n);
    }
    printf("live %d\n", live);
    return 0;
}
