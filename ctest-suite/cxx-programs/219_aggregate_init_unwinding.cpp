// Exceptions: an aggregate initialization interrupted by an exception destroys the members (and array elements)
// it already built, last built first, before the exception leaves (g++.dg/cpp0x/initlist116, [dcl.init.aggr]/[except.ctor]).
extern "C" int printf(const char *, ...);

struct M {
    int id;
    M() : id(0) { printf("M()\n"); }
    M(int i) : id(i) { printf("M(%d)\n", id); if (id < 0) throw id; }
    M(const M &o) : id(o.id) { printf("M(copy %d)\n", id); }
    ~M() { printf("~M(%d)\n", id); }
};

struct D {   // an aggregate with a destructor
    int v;
    ~D() { printf("~D(%d)\n", v); }
};

int t(int v) { if (v < 0) { printf("t throws %d\n", v); throw v; } return v; }

struct Access { M lock; int value; };
struct Three { M a; M b; int c; M d; };
struct Nested { Three inner; D d; M last; };
struct DM { D d; M m; };
struct WithDefault { M a; M b = M(2); int c = t(-5); };

Access foo1() { return { {}, t(-1) }; }
Access foo2(int v) { return Access{ M(7), t(v) }; }
void take(Three) { printf("take\n"); }

int main() {
    try { foo1(); } catch (int e) { printf("caught %d\n", e); }
    try { Access a = foo2(3); printf("value %d\n", a.value); foo2(-2); } catch (int e) { printf("caught %d\n", e); }
    try { Three x = { 1, 2, t(-3), 4 }; printf("not here %d\n", x.c); } catch (int e) { printf("caught %d\n", e); }
    try { Three x = { 1, 2, 3, -4 }; printf("not here %d\n", x.c); } catch (int e) { printf("caught %d\n", e); }
    try { Three x = { 1, -5 }; printf("not here %d\n", x.c); } catch (int e) { printf("caught %d\n", e); }
    try { DM x = { { 5 }, -6 }; printf("not here %d\n", x.d.v); } catch (int e) { printf("caught %d\n", e); }
    try { Nested n = { { 1, 2, 3, 4 }, { t(-7) }, M(8) }; printf("not here %d\n", n.d.v); } catch (int e) { printf("caught %d\n", e); }
    try { WithDefault w = { 1 }; printf("not here %d\n", w.c); } catch (int e) { printf("caught %d\n", e); }
    try { take({ 10, 11, t(-8), 12 }); } catch (int e) { printf("caught %d\n", e); }
    try { Three *p = new Three{ 20, 21, t(-9), 22 }; printf("not here %d\n", p->c); } catch (int e) { printf("caught %d\n", e); }
    try { Access arr[3] = { { 30, 1 }, { 31, 2 }, { 32, t(-10) } }; printf("not here %d\n", arr[0].value); } catch (int e) { printf("caught %d\n", e); }
    try { M ms[4] = { 40, 41, -11, 43 }; printf("not here %d\n", ms[0].id); } catch (int e) { printf("caught %d\n", e); }
    try { Three ok = { 60, 61, 62, 63 }; printf("ok %d\n", ok.c); } catch (int e) { printf("caught %d\n", e); }
    printf("done\n");
}
