// Exceptions: throw/catch of ints, pointers, class types by value and by reference, base-class catch,
// catch (...), rethrow, nested try blocks, destructors run during unwinding (in order), several frames.
extern "C" int printf(const char *, ...);

struct Tracer {
    const char *name;
    Tracer(const char *n) : name(n) { printf("ctor %s\n", name); }
    ~Tracer() { printf("dtor %s\n", name); }
};

struct Base { int code; Base(int c) : code(c) {} virtual ~Base() {} virtual const char *what() const { return "Base"; } };
struct Derived : Base { Derived(int c) : Base(c) {} const char *what() const { return "Derived"; } };

struct Counted {
    static int live;
    int v;
    Counted(int x) : v(x) { live++; printf("Counted(%d)\n", v); }
    Counted(const Counted &o) : v(o.v) { live++; printf("Counted copy(%d)\n", v); }
    ~Counted() { live--; printf("~Counted(%d)\n", v); }
};
int Counted::live = 0;

int depth3(int x) {
    Tracer t("depth3");
    if (x == 1) throw 7;
    if (x == 2) throw Derived(42);
    if (x == 3) throw Counted(5);
    if (x == 4) throw "text";
    if (x == 5) throw 2.5;
    return x;
}
int depth2(int x) { Tracer t("depth2"); return depth3(x) + 1; }
int depth1(int x) { Tracer a("depth1a"); Tracer b("depth1b"); return depth2(x) + 1; }

static int g = 10;

void rethrower() {
    try {
        throw 99;
    } catch (int &e) {
        printf("rethrowing %d\n", e);
        e += 1;
        throw;
    }
}

int main() {
    for (int i = 0; i <= 6; i++) {
        try {
            Tracer loop("loop");
            printf("result %d\n", depth1(i));
        } catch (int e) {
            printf("caught int %d\n", e);
        } catch (const Base &b) {
            printf("caught Base& %s %d\n", b.what(), b.code);
        } catch (Counted c) {
            printf("caught Counted %d live %d\n", c.v, Counted::live);
        } catch (const char *s) {
            printf("caught string %s\n", s);
        } catch (...) {
            printf("caught something else\n");
        }
    }
    printf("live after %d\n", Counted::live);
    try {
        rethrower();
    } catch (int e) {
        printf("caught rethrown %d\n", e);
    }
    // nested try: the inner one does not match, the outer does
    try {
        try {
            Tracer inner("inner");
            throw &g;
        } catch (double) {
            printf("wrong\n");
        }
    } catch (int *p) {
        printf("caught int* %d\n", *p);
    }
    // caught inside, then code continues in the same function
    int sum = 0;
    for (int i = 0; i < 5; i++) {
        try {
            if (i % 2) throw i;
            sum += i;
        } catch (int e) {
            sum += 100 * e;
            if (e == 3) break;
        }
    }
    printf("sum %d\n", sum);
    // derived caught by value as base (slicing), and by pointer
    try { throw Derived(3); } catch (Base b) { printf("by value %s %d\n", b.what(), b.code); }
    Derived d(8);
    try { throw &d; } catch (Base *b) { printf("by pointer %s %d\n", b->what(), b->code); }
    return 0;
}
