// A user-declared destructor of a class whose virtual base has an implicit (synthesized) destructor: the complete-object
// destructor runs the virtual base's (its D2, which takes a sub-VTT when the virtual base has virtual bases of its own)
// after the class's own members and non-virtual bases (g++.old-deja/g++.mike/virt5, g++.abi/vbase7). And a virtual base
// is placed after the previous one's data size, reusing its tail padding when that class is not POD for layout (V at 41
// in Y, after W at 32 with 9 bytes of data: it was at 48, and sizeof(Y) 56).
#include <cstdio>

struct Note {
    char c;
    Note(char c) : c(c) {}
    ~Note() { std::printf("~%c ", c); }
};
struct V { Note n{'v'}; };                       // implicit destructor, no virtual function
struct W { Note n{'w'}; virtual ~W() {} };       // a user destructor, for comparison
struct X : virtual W { Note n{'x'}; };           // implicit virtual destructor; X has a virtual base itself
struct Y : virtual X, virtual V { Note n{'y'}; };   // implicit destructors all the way
struct A : virtual V { Note n{'a'}; ~A() { std::printf("~A "); } };
struct B : A, virtual Y { Note n{'b'}; ~B() { std::printf("~B "); } };
struct C : virtual B { ~C() { std::printf("~C "); } };

struct P { int i; char c; };            // POD for layout: its tail padding is not reused
struct Q : virtual P, virtual V {};
struct R { int i; char c; R() {} };     // not POD: it is
struct S : virtual R, virtual V {};

static long offset(void *base, void *whole) { return (long) ((char *) base - (char *) whole); }

int main() {
    {
        Y y; Q q; S s;
        std::printf("sizes %zu %zu %zu %zu; V at %ld %ld %ld, W at %ld\n", sizeof(X), sizeof(Y), sizeof(Q), sizeof(S),
                    offset((V *) &y, &y), offset((V *) &q, &q), offset((V *) &s, &s), offset((W *) &y, &y));
    }
    { A a; std::printf("| "); }
    std::printf("\n");
    { B b; std::printf("| "); }
    std::printf("\n");
    { C c; std::printf("| "); }
    std::printf("\n");
    W *w = new C;
    delete w;
    std::printf("\n");
    X *x = new Y;
    delete x;
    std::printf("\n");
    return 0;
}
