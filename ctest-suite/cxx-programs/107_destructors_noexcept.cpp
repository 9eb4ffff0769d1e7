// EXIT: 134
// Exceptions: destructors are implicitly noexcept (C++11): an exception leaving one calls std::terminate, even while
// the object is destroyed by a normal scope exit; a noexcept(false) destructor's exception propagates, and the
// members and bases of its object are still destroyed (once) on the way out.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" void *stdout;

struct M {
    const char *name;
    M(const char *n) : name(n) {}
    ~M() { printf("~M %s\n", name); }
};

struct Base { ~Base() { printf("~Base\n"); } };

struct Loud : Base {
    M m{"member"};
    int v;
    Loud(int x) : v(x) {}
    ~Loud() noexcept(false) {
        printf("~Loud %d\n", v);
        if (v > 0) throw v;
    }
};

struct Bad {
    ~Bad() {   // implicitly noexcept
        printf("~Bad throws\n");
        fflush(stdout);
        throw 1;
    }
};

void thrower(int v) { Loud l(v); printf("scope end\n"); }

int main() {
    try { thrower(5); } catch (int e) { printf("caught %d\n", e); }
    try { thrower(0); } catch (int e) { printf("not caught %d\n", e); }
    try {
        Loud *p = new Loud(6);
        delete p;
    } catch (int e) { printf("caught delete %d\n", e); }
    fflush(stdout);
    try { Bad b; } catch (int e) { printf("not reached %d\n", e); }
    printf("not reached either\n");
    return 0;
}
