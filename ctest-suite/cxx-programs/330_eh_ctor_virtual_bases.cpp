// An exception leaving the constructor of a class with virtual bases destroys the subobjects already built: the virtual
// bases (only in the complete-object constructor, C1), the non-virtual bases (whose destructors may take a sub-VTT) and
// the members, last built first; in user-written and implicit constructors (g++.old-deja/g++.eh/vbase1, vbase2).
#include <cstdio>

static char trace[256];
static int pos;
static void note(char c) { trace[pos++] = c; trace[pos] = 0; }
static int thrower;   // the step that throws

struct V { V() { note('V'); } ~V() { note('v'); } };
struct W { ~W() { note('w'); } };   // trivial constructor, non-trivial destructor
struct T { T(int k) { note('T'); if (k == thrower) throw k; } ~T() { note('t'); } };

// vbase1: the body throws after the virtual base was built
struct D1 : virtual V { D1() { note('D'); if (thrower == 1) throw 1; } ~D1() { note('d'); } };

// vbase2: an implicit constructor; the non-virtual base B throws after the shared virtual base A
struct A { A() { note('A'); } ~A() { note('a'); } };
struct B : virtual A { B() { note('B'); if (thrower == 2) throw 2; } ~B() { note('b'); } };
struct D2 : B, virtual A {};

// a base with virtual bases of its own (its destructor takes a VTT), members, a trivially built virtual base
struct M : virtual V { M() { note('M'); } ~M() { note('m'); } };
struct D3 : virtual W, M, virtual A {
    T t1, t2;
    D3() : t1(3), t2(4) { note('3'); if (thrower == 5) throw 5; }
};

// a derived class: D3's base-object constructor (C2) throws; it destroys M and the members, D4's C1 the virtual bases
struct D4 : D3 { T t3; D4() : t3(6) { note('4'); if (thrower == 7) throw 7; } };

// an implicit copy constructor: the virtual base's copy, then the base B (C2 with a sub-VTT), then the member that throws
struct C1 { C1() {} C1(const C1 &) { note('c'); if (thrower == 8) throw 8; } ~C1() { note('1'); } };
struct A5 { A5() {} A5(const A5 &) { note('a'); } ~A5() { note('~'); } };
struct B5 : virtual A5 { B5() {} B5(const B5 &o) : A5(o) { note('5'); } ~B5() { note('%'); } };
struct D5 : B5 { C1 c; };

template <class X> static void run(const char *name, int k) {
    pos = 0; trace[0] = 0; thrower = k;
    try { X x; note('!'); } catch (int e) { std::printf("%s throws %d: %s\n", name, e, trace); return; }
    std::printf("%s does not throw: %s\n", name, trace);
}

int main() {
    run<D1>("D1", 1);
    run<D1>("D1", 0);
    run<D2>("D2", 2);
    run<D2>("D2", 0);
    for (int k = 3; k <= 5; k++) run<D3>("D3", k);
    run<D3>("D3", 0);
    for (int k = 3; k <= 7; k++) run<D4>("D4", k);
    run<D4>("D4", 0);
    D5 d5;
    for (int k = 8; k <= 9; k++) {
        pos = 0; trace[0] = 0; thrower = k;
        try { D5 copy(d5); note('!'); } catch (int e) { std::printf("D5 copy throws %d: %s\n", e, trace); continue; }
        std::printf("D5 copy does not throw: %s\n", trace);
    }
    return 0;
}
