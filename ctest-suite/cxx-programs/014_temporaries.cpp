// Temporaries of class type: functional casts, calls returning objects, member calls on temporaries;
// each destroyed at the end of its full-expression in reverse order of construction; conditional
// temporaries (?:, &&, ||) destroyed only when constructed; lifetime extension by const T& and T&&.
#include <stdio.h>

struct S {
    int v;
    S(int a) : v(a) { printf("  S(%d)\n", v); }
    S(const S &o) : v(o.v + 100) { printf("  S(copy %d)\n", v); }
    ~S() { printf("  ~S(%d)\n", v); }
    int get() const { return v; }
    S twice() const { return S(v * 2); }
};

struct P { int x, y; };
typedef S Alias;

S make(int x) { return S(x); }
int sum(const S &a, const S &b) { return a.v + b.v; }
bool positive(const S &s) { return s.v > 0; }

int main() {
    printf("member call on temporaries\n");
    printf("%d\n", S(1).get());
    printf("%d\n", make(2).get() + make(3).get());
    printf("%d\n", S(4).twice().twice().get());
    printf("%d\n", Alias{5}.get());
    printf("bound to const S& parameters\n");
    printf("%d\n", sum(S(6), S(6)));
    printf("conditional temporaries\n");
    for (int k = 0; k < 2; k++) {
        int r = k ? S(10).get() : S(11).get() + S(12).get();
        printf("r = %d\n", r);
        if (k == 1 && positive(S(13))) printf("and: yes\n");
        if (k == 0 && positive(S(14))) printf("never\n");
        if (k == 1 || positive(S(15))) printf("or: yes\n");
    }
    printf("discarded\n");
    S(20);
    make(21);
    (void)S(22).get();
    printf("lifetime extension\n");
    {
        const S &r = S(30);
        S &&rr = make(31);
        printf("r %d rr %d\n", r.get(), rr.get());
        rr.v = 32;
    }
    printf("elision\n");
    {
        S a = S(40);
        S b(make(41));
        S c = S(42).twice();
        printf("%d %d %d\n", a.v, b.v, c.v);
    }
    printf("loops and scalars\n");
    for (int i = 0; S(i).get() < 2; i++) printf("i = %d\n", i);
    int n = int(3.7) + int() + long(2) + char('a' + 1);
    P p = P{1, 2};
    P q = P();
    printf("%d %d %d %d %d\n", n, p.x + P{3, 4}.y, q.x, P{5, 6}.x, (int)sizeof(P{7, 8}));
    printf("end\n");
    return 0;
}
