// Exceptions: partially constructed objects. When a constructor throws, the members and bases it already built are
// destroyed (last built first) before the exception leaves it, also for implicit constructors, delegating
// constructors (the whole object once the target constructor finished) and arrays that are members.
extern "C" int printf(const char *, ...);

struct M {
    int id;
    M(int i) : id(i) { printf("M(%d)\n", id); if (id < 0) throw id; }
    M(const M &o) : id(o.id) { printf("M(copy %d)\n", id); if (id == -99) throw id; }
    ~M() { printf("~M(%d)\n", id); }
};

struct Members {
    M a, b, c;
    Members(int x, int y, int z) : a(x), b(y), c(z) { printf("Members body\n"); }
    ~Members() { printf("~Members\n"); }
};

struct ThrowsInBody {
    M a, b;
    ThrowsInBody(int x) : a(x), b(x + 1) { printf("body %d\n", x); if (x > 0) throw x * 10; }
    ~ThrowsInBody() { printf("~ThrowsInBody (not run)\n"); }
};

struct B1 { M m; B1(int i) : m(i) { printf("B1\n"); } ~B1() { printf("~B1\n"); } };
struct B2 { int k; B2(int i) : k(i) { printf("B2 %d\n", k); if (k < 0) throw k; } ~B2() { printf("~B2\n"); } };
struct Derived : B1, B2 {
    M own;
    Derived(int a, int b, int c) : B1(a), B2(b), own(c) { printf("Derived body\n"); }
    ~Derived() { printf("~Derived\n"); }
};

struct Implicit {   // implicit default constructor: members in order
    M x{1}, y{2}, z{-3};
};

struct Delegating {
    M m;
    Delegating(int i) : m(i) { printf("target done\n"); }
    Delegating() : Delegating(50) { printf("delegating body\n"); throw 51; }
    ~Delegating() { printf("~Delegating\n"); }
};

struct E {
    static int n;
    int id;
    E() : id(n++) { printf("E(%d)\n", id); if (id == 2) throw 61; }
    ~E() { printf("~E(%d)\n", id); }
};
int E::n = 0;
struct WithArray {
    M first;
    E arr[3];
    WithArray() : first(59) {}
};

struct Copying {   // implicit copy constructor: the members copied so far are destroyed
    M p, q;
    Copying(int a, int b) : p(a), q(b) {}
};

template <class F> void run(const char *what, F f) {
    try { f(); } catch (int e) { printf("%s caught %d\n", what, e); }
}

int main() {
    run("members", [] { Members m(1, 2, -3); });
    run("members-first", [] { Members m(-4, 5, 6); });
    run("body", [] { ThrowsInBody t(7); });
    run("bases", [] { Derived d(8, -9, 10); });
    run("base-member", [] { Derived d(11, 12, -13); });
    run("derived-ok", [] { Derived d(14, 15, 16); });
    run("implicit", [] { Implicit i; });
    run("delegating", [] { Delegating d; });
    run("array-member", [] { WithArray w; });
    run("copy", [] { Copying c(71, 72); c.q.id = -99; Copying d(c); });
    run("new", [] { Members *p = new Members(80, -81, 82); delete p; });
    return 0;
}
