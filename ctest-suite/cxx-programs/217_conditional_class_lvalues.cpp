// c ? a : b of two class lvalues of one class is an lvalue ([expr.cond]/4): a reference binds to the object chosen
// (ios_base::iword's `_Words& w = i < n ? _M_word[i] : _M_grow_words(i, true);`), it is assigned and its members
// are assigned through it, a copy of it runs the copy constructor once; a prvalue operand still makes a temporary.
#include <cstdio>

struct Words { void *p; long i; };

struct Base {
    Words local[8];
    Words *word;
    int size;
    Words &grow(int ix, bool) { std::printf("grow %d\n", ix); return local[ix]; }
    long &iword(int ix) {
        Words &w = ((unsigned)ix < (unsigned)size) ? word[ix] : grow(ix, true);
        return w.i;
    }
};

struct S {
    int v;
    S(int x) : v(x) {}
    S(const S &o) : v(o.v + 100) { std::printf("copy %d\n", o.v); }
    ~S() { std::printf("dtor %d\n", v); }
};

struct P { int a, b; };

static const S &pick(bool c, const S &x, const S &y) { return c ? x : y; }

int main(int argc, char **) {
    Base base;
    base.size = 2;
    base.word = base.local;
    for (Words &w : base.local) w.i = 0;
    base.iword(1) = 5;
    base.iword(4) = 7;
    std::printf("%ld %ld\n", base.local[1].i, base.local[4].i);

    S a(1), b(2);
    S c = argc > 1 ? a : b;
    std::printf("c %d\n", c.v);
    (argc > 1 ? a : b).v = 7;
    std::printf("b %d\n", b.v);
    S &r = argc == 1 ? a : b;
    r.v = 9;
    std::printf("a %d\n", a.v);
    std::printf("pick %d %d\n", pick(true, a, b).v, pick(false, a, b).v);

    P p{1, 2}, q{3, 4};
    P z = argc ? p : q;
    (argc ? p : q) = P{5, 6};
    (argc ? q : p).b = 8;
    std::printf("%d %d %d %d %d\n", z.a, p.a, p.b, q.a, q.b);

    const S &k = argc > 5 ? a : S(5);
    std::printf("k %d\n", k.v);
    return 0;
}
