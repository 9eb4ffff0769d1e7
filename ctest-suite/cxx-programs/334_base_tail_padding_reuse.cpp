// A base class that is not POD for layout lends its tail padding to the derived class's members (Itanium C++ ABI
// dsize): in struct D : A, B { char c; } with B { int i; char n; B() {} } at offset 4, c is at 9. The cir struct cut B
// to its 5 data bytes but let them follow A's byte directly (at 1, not 4): c was read and written at 6, inside B's i.
#include <cstdio>
#include <cstring>

struct A { char a; };
struct B { int i; char n; B() : i(7), n('b') {} };
struct D : A, B { char c; short s; D() : c('c'), s(300) { a = 'a'; } };

struct E { long l; char e; E() : l(1), e('e') {} };
struct F : A, E { char f[3]; F() { a = 'A'; std::memcpy(f, "fg", 3); } };

static long at(const void *p, const void *whole) { return (long) ((const char *) p - (const char *) whole); }

int main() {
    D d[2];
    d[1].i = 70000;
    d[1].c = 'C';
    std::printf("sizeof(D) %zu: a %c i %d n %c c %c s %d | a %c i %d n %c c %c s %d\n", sizeof(D), d[0].a, d[0].i, d[0].n, d[0].c,
                d[0].s, d[1].a, d[1].i, d[1].n, d[1].c, d[1].s);
    std::printf("B at %ld, c at %ld, s at %ld\n", at((B *) &d[0], &d[0]), at(&d[0].c, &d[0]), at(&d[0].s, &d[0]));
    D copy = d[1];
    copy.s++;
    std::printf("copy: i %d n %c c %c s %d\n", copy.i, copy.n, copy.c, copy.s);
    F f;
    f.l = -5;
    std::printf("sizeof(F) %zu: a %c l %ld e %c f %s at %ld\n", sizeof(F), f.a, f.l, f.e, f.f, at(f.f, &f));
    return 0;
}
