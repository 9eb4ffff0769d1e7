// The initialization of a static local that exits by an exception is not complete: it is tried again the next
// time control passes through the declaration ([stmt.dcl]/4; the guard is given back by __cxa_guard_abort). jcirc++
// left the guard acquired, so the second pass threw __gnu_cxx::recursive_init_error (wrong code before: gcc's
// g++.old-deja/g++.other/init7).
#include <cstdio>

static int attempts = 0;

struct Foo {
    int v;
    Foo(int fail) : v(attempts) {
        ++attempts;
        std::printf("Foo attempt %d\n", attempts);
        if (attempts <= fail) throw attempts;
    }
    ~Foo() { std::printf("~Foo %d\n", v); }
};

static int count(int n) {   // a dynamic initializer of a scalar that throws
    if (n < 2) throw -n;
    return n * 10;
}

static Foo &get() {
    static Foo f(2);   // fails twice, then built
    return f;
}

static int scalar(int n) {
    static int s = count(n);
    return s;
}

static Foo *arr() {
    static Foo a[2] = {Foo(0), Foo(0)};
    return a;
}

int main() {
    for (int i = 0; i < 4; i++) {
        try {
            std::printf("got %d\n", get().v);
        } catch (int e) {
            std::printf("caught %d\n", e);
        }
    }
    for (int n = 0; n < 4; n++) {
        try {
            std::printf("scalar %d\n", scalar(n));
        } catch (int e) {
            std::printf("scalar caught %d\n", e);
        }
    }
    std::printf("arr %d %d\n", arr()[0].v, arr()[1].v);
    return 0;
}
