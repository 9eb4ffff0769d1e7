// Converting constructors whose parameter is a trivially copyable class by value: the argument is passed as the
// x86-64 ABI passes that class (an empty class: nothing; two ints: one register; a large struct: in memory),
// whether the conversion initializes a variable, a returned object, an argument or a temporary.
#include <cstdio>

struct Tag {};
struct Pair { int a, b; };
struct Mixed { double d; int i; };
struct Big { long x[5]; };

struct W {
    int v;
    W(Tag) : v(-1) {}
    W(Pair p) : v(p.a * 100 + p.b) {}
    W(Mixed m) : v((int)(m.d * 10) + m.i) {}
    W(Big b) : v((int)(b.x[0] + b.x[4])) { b.x[0] = 99; }
};

struct Keeper { int n; ~Keeper() { printf("~Keeper %d\n", n); } Keeper(Tag) : n(7) {} Keeper(Pair p) : n(p.a + p.b) {} };

W fromTag() { Tag t; return t; }
W fromPair(int a, int b) { Pair p{a, b}; return p; }
int show(W w) { return w.v; }
int showKeeper(const Keeper &k) { return k.n; }

int main() {
    Tag t;
    Pair p{3, 4};
    Mixed m{1.5, 2};
    Big big{{1, 2, 3, 4, 5}};
    W a = t;
    W b = p;
    W c = m;
    W d = big;
    printf("%d %d %d %d big0=%ld\n", a.v, b.v, c.v, d.v, big.x[0]);
    printf("%d %d\n", fromTag().v, fromPair(5, 6).v);
    printf("%d %d %d\n", show(p), show(t), show(big));
    printf("%d %d\n", showKeeper(t), showKeeper(p));
    const Pair cp{8, 9};
    W e = cp;
    printf("%d\n", e.v);
    return 0;
}
