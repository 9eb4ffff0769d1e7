// A constructor that throws destroys the members and bases it has already built ([except.ctor]), also those whose
// default constructor is trivial (nothing runs to build them) but whose destructor is not. jcirc++ destroyed only the
// subobjects built by a constructor call, so ~A below never ran (wrong code before: gcc's g++.old-deja/g++.mike/eh16,
// eh17).
#include <cstdio>

static int live = 0;
struct A {
    int tag;
    ~A() { std::printf("~A\n"); --live; }
};
struct T {   // a non-trivial constructor, for the order
    T() { std::printf("T()\n"); ++live; }
    ~T() { std::printf("~T\n"); --live; }
};

struct Member {   // eh16: the member 'a' is built (trivially), then the body throws
    A a;
    Member() { ++live; std::printf("Member body\n"); throw 1; }
};
struct Base : A {   // eh17: the base A is built (trivially), then the body throws
    Base() { ++live; std::printf("Base body\n"); throw 2; }
};
struct Mixed : A, T {   // A, then T, then the members t2 and a2, then the body
    A a2;
    T t2;
    A arr[2];
    Mixed() { live += 4; std::printf("Mixed body\n"); throw 3; }
};
struct Later {   // a later member's constructor throws: the earlier trivially built one goes
    A a;
    struct Thrower { Thrower() { std::printf("Thrower()\n"); throw 4; } } t;
    Later() { std::printf("never\n"); }
};
struct Implicit {   // an implicit constructor that throws (from a member) destroys the member built before it
    A a;
    Later l;
};

int main() {
    live = 0;
    try { Member m; } catch (int e) { std::printf("caught %d live %d\n", e, live); }
    live = 0;
    try { Base b; } catch (int e) { std::printf("caught %d live %d\n", e, live); }
    live = 0;
    try { Mixed x; } catch (int e) { std::printf("caught %d live %d\n", e, live); }
    live = 0;
    try { Later l; } catch (int e) { std::printf("caught %d live %d\n", e, live); }
    live = 0;
    try { Implicit i; } catch (int e) { std::printf("caught %d live %d\n", e, live); }
    try { Member *p = new Member; (void)p; } catch (int e) { std::printf("new: caught %d\n", e); }
    return 0;
}
