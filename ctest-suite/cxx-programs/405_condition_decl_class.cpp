// Condition declarations of class type: the declared object is contextually converted to bool
// (explicit operator bool included) and destroyed at the end of the if statement (both branches).
#include <cstdio>

struct Handle {
    int v;
    explicit Handle(int v) : v(v) { printf("Handle(%d)\n", v); }
    Handle(const Handle &o) : v(o.v) { printf("copy(%d)\n", v); }
    ~Handle() { printf("~Handle(%d)\n", v); }
    explicit operator bool() const { return v != 0; }
};

struct Base { int n; explicit operator bool() const { return n > 1; } };
struct Derived : Base { int extra; };

struct Counted {
    int *left;
    ~Counted() { printf("~Counted %d\n", *left); }
    operator int() const { return *left; }
};

Handle make(int v) { return Handle(v); }
Derived derived(int n) { Derived d; d.n = n; d.extra = 7; return d; }

int main() {
    if (Handle h = make(2)) printf("then %d\n", h.v);
    else printf("else %d\n", h.v);
    printf("after 1\n");
    if (Handle h = make(0)) printf("then %d\n", h.v);
    else printf("else %d\n", h.v);
    printf("after 2\n");
    if (const Handle h = make(5); h.v > 3) printf("init-statement %d\n", h.v);
    if (auto d = derived(3)) printf("derived %d %d\n", d.n, d.extra);
    if (auto d = derived(1)) printf("derived %d\n", d.n); else printf("derived false %d\n", d.extra);
    int k = 3;
    if (Counted c = Counted{&k}) printf("counted %d\n", (int)c);
    int total = 0;
    for (int i = 0; i < 4; i++) {
        if (Handle h = make(i % 2)) { total += 10; continue; }
        total += 1;
    }
    printf("total %d\n", total);
    // while: each iteration's object is destroyed before the next test, and when the test fails
    int n = 4;
    while (Handle h = make(n--)) {
        if (h.v == 3) { printf("skip\n"); continue; }
        if (h.v == 1) { printf("stop\n"); break; }
        printf("while %d\n", h.v);
    }
    n = 2;
    while (Handle h = make(n--)) printf("plain %d\n", h.v);
    printf("after while\n");
    return 0;
}
