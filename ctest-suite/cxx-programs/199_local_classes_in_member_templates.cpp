// Local classes in member templates of class template instances (basic_string<char>::_M_construct<const char*>'s
// `_Guard`, defined out of its class): one local class per instance, named `_ZZ <the instance's encoding> E <name>`
// as g++ names it, its constructor's `S*` parameter the instance's class; constructed from `this` (the constructor
// chosen over the instantiated parameter types), destroyed at scope exit, also while unwinding; an in-class member
// template and a plain member of the instance alike. (A call of a free function with a dependent argument in a local
// class's member, `note(s->n)`, is not supported yet: not used here.)
#include <cstdio>
template<class C> struct S {
    template<class I> void construct(I b, I e);
    template<class I> int inside(I b) {
        struct In { S* s; int k; In(S* p, int q) : s(p), k(q) {} ~In() { s->n += k; } } g(this, 100);
        return g.s->n + (int)sizeof(C) + (int)sizeof(*b);
    }
    void plain(const char* b) {
        struct Pl { S* s; explicit Pl(S* p) : s(p) {} ~Pl() { s->say("~Pl"); } } g(this);
        n += b[0];
    }
    void say(const char *what) { std::printf("%s %d\n", what, n); }
    int n = 0;
};
template<class C> template<class I> void S<C>::construct(I b, I e) {
    struct Guard {
        S* s;
        explicit Guard(S* p) : s(p) {}
        ~Guard() { if (s) { s->say("guard resets"); s->n = -1; } }
    } g(this);
    n = (int)(e - b) * (int)sizeof(C);
    if (n > 20) throw n;
    g.s = nullptr;
}
int main() {
    S<char> s;
    const char *p = "abcdef";
    s.construct(p, p + 3);
    std::printf("%d\n", s.n);
    S<int> t;
    t.construct(p, p + 2);
    std::printf("%d\n", t.n);
    try { t.construct(p, p + 6); } catch (int x) { std::printf("caught %d, n %d\n", x, t.n); }
    std::printf("%d\n", s.inside(p));
    std::printf("%d\n", s.n);
    std::printf("%d\n", t.inside(&t.n));
    s.plain(p);
    return 0;
}
