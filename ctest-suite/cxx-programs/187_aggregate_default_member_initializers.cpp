// C++14 aggregates with default member initializers ([dcl.init.aggr]/8): a member without an initializer clause gets
// its default member initializer (which may name earlier members), else it is value-initialized; in declarations
// with and without '=', braced functional casts, return {...}, f({...}), new B{...}, nested aggregates, arrays, and
// constant-initialized globals (wrong code before for B{5}: the default member initializers were not run).
#include <stdio.h>

struct B { int a; int b = 7; };
struct Pt { int x, y; };
struct C { B x; int y[2]; long z = 5; };
struct D { int a; int twice = a * 2; Pt p{1, 2}; int brace{3}; double f = 0.5; unsigned char c = 'c'; };
struct E { D d; B bs[2]; int last = -1; };
struct Outer { struct In { int i = 11; int j; } in; int k = 12; };

B g = {1};                 // constant initialization: {1, 7}
B garr[3] = {{2}, {3, 4}}; // {2, 7}, {3, 4}, {0, 7}
D gd = {4};
static int seq = 100;
static int next() { return seq++; }
B gdyn = {next()};         // dynamic initialization, the default member initializer too

static B mk(int v) { return {v}; }
static B mk2(int v) { return {v, v + 1}; }
static int take(B b) { return b.a * 10 + b.b; }
static int takeRef(const B &b) { return b.a * 10 + b.b; }

static void showD(const char *w, const D &d) {
    printf("%s: %d %d %d %d %d %g %c\n", w, d.a, d.twice, d.p.x, d.p.y, d.brace, d.f, d.c);
}

int main() {
    B b = {1};
    B c{1, 2};
    B d{};
    B e = {};
    printf("%d %d | %d %d | %d %d | %d %d\n", b.a, b.b, c.a, c.b, d.a, d.b, e.a, e.b);
    C n = {{3}, {4, 5}};
    C m = {8, 9};   // brace elision: x = {8, 9}
    printf("%d %d %d %d %ld | %d %d %d %d %ld\n", n.x.a, n.x.b, n.y[0], n.y[1], n.z, m.x.a, m.x.b, m.y[0], m.y[1], m.z);
    B arr[3] = {{1}, {2, 3}};
    for (B &x : arr) printf("%d %d  ", x.a, x.b);
    printf("\n");
    B *p = new B{9};
    B *q = new B{};
    printf("%d %d %d %d\n", p->a, p->b, q->a, q->b);
    delete p;
    delete q;
    B r = mk(4), r2 = mk2(4);
    printf("%d %d %d %d\n", r.a, r.b, r2.a, r2.b);
    printf("%d %d %d %d\n", take({5}), take(B{6, 1}), takeRef({7}), take(B{}));
    D dd = {21};
    showD("dd", dd);
    D de = {3, 1, {9}, 8, 1.5, 'x'};
    showD("de", de);
    E ee = {{5}, {{1}}};
    showD("ee.d", ee.d);
    printf("ee: %d %d %d %d %d\n", ee.bs[0].a, ee.bs[0].b, ee.bs[1].a, ee.bs[1].b, ee.last);
    Outer o = {};
    Outer o2 = {{1, 2}};
    printf("outer: %d %d %d | %d %d %d\n", o.in.i, o.in.j, o.k, o2.in.i, o2.in.j, o2.k);
    printf("globals: %d %d | %d %d %d %d %d %d | %d %d\n", g.a, g.b, garr[0].a, garr[0].b, garr[1].a, garr[1].b, garr[2].a,
           garr[2].b, gdyn.a, gdyn.b);
    showD("gd", gd);
    static B sb = {next()};
    printf("static: %d %d\n", sb.a, sb.b);
    return 0;
}
