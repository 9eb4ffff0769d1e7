// Exceptions: function-try-blocks. A constructor's handler sees exceptions from its base and member initializers
// and its body (the bases and members built are destroyed before the handler runs) and rethrows at its end; a
// destructor's handler rethrows too; an ordinary function's handler may return a value; parameters are visible.
extern "C" int printf(const char *, ...);

struct M {
    int id;
    M(int i) : id(i) { printf("M(%d)\n", id); if (id < 0) throw id; }
    ~M() { printf("~M(%d)\n", id); }
};

struct Base {
    Base(int b) { printf("Base(%d)\n", b); if (b == 0) throw 100; }
    ~Base() { printf("~Base\n"); }
};

struct S : Base {
    M a, b;
    S(int x, int y, int z) try : Base(x), a(y), b(z) {
        printf("S body\n");
        if (x == 7) throw 7;
    } catch (int e) {
        printf("S handler %d (x=%d)\n", e, x);
    }
    ~S() { printf("~S\n"); }
};

struct Conv {
    M m;
    Conv(int v) try : m(v) {
    } catch (int e) {
        printf("Conv handler %d\n", e);
        throw e * 2;   // a different exception instead
    }
};

struct D {
    int id;
    D(int i) : id(i) {}
    ~D() noexcept(false) try {
        printf("~D body %d\n", id);
        if (id == 3) throw 33;
    } catch (int e) {
        printf("~D handler %d\n", e);
    }
};

int f(int x) try {
    M m(x);
    return x * 10;
} catch (int e) {
    printf("f handler %d, x=%d\n", e, x);
    return -1;
}

void g(int x) try {
    if (x) throw x;
    printf("g normal\n");
} catch (...) {
    printf("g handler\n");
}

int main() {
    try { S s(1, 2, 3); printf("built\n"); } catch (int e) { printf("main caught %d\n", e); }
    try { S s(0, 2, 3); } catch (int e) { printf("main caught %d\n", e); }
    try { S s(1, -2, 3); } catch (int e) { printf("main caught %d\n", e); }
    try { S s(1, 2, -3); } catch (int e) { printf("main caught %d\n", e); }
    try { S s(7, 2, 3); } catch (int e) { printf("main caught %d\n", e); }
    try { Conv c(-5); } catch (int e) { printf("main caught %d\n", e); }
    try { D d(1); } catch (int e) { printf("main caught %d\n", e); }
    try { D d(3); } catch (int e) { printf("main caught %d\n", e); }
    printf("f %d\n", f(4));
    printf("f %d\n", f(-4));
    g(0);
    g(1);
    return 0;
}
