// References with static storage duration: at namespace scope, static data members (also of a class template)
// and static locals. Bound to an object whose address is a constant (initialized statically), through another
// reference or a function call (initialized by the global constructor, or once under a static local's guard),
// across a base at an offset, and to temporaries (a converted value, an rvalue reference to a literal) that live
// as long as the program. jcirc++ rejected all of them before ("these references are not supported yet").
#include <cstdio>

struct B { int b = 1; };
struct C { int c = 2; };
struct D : B, C { int d = 3; };
D dd;
C &cr = dd;                  // derived-to-base at an offset
int x = 10;
int &r1 = x;
int &r2 = r1;                // through another reference
const double &cd = x;        // a converted temporary, dynamic
const long &cl = 1234567;    // a constant temporary
int &&rr = 5;                // rvalue reference to a temporary
int arr[4] = {1, 2, 3, 4};
int &e2 = arr[2];
struct P { int a; int m[3]; } pp = {7, {8, 9, 10}};
int &pm = pp.m[2];
int calls = 0;
int &next() { calls++; return arr[calls]; }
int &nr = next();            // dynamic: calls == 1 before main
namespace N { extern int &ext; int &ext = arr[0]; }
struct S { static int &sr; static const int &k; };
int &S::sr = x;
const int &S::k = 77;
template <class T> struct H { static T &ref; };
template <class T> T &H<T>::ref = x;

int &counter() {
    static int n = 0;
    static int &rn = n;      // constant
    return ++rn;
}

int &viaStatic() {
    static int &s = next();  // dynamic, once
    return s;
}

int main() {
    std::printf("before: calls %d nr %d\n", calls, nr);
    cr.c += 40;
    r2 += 1;
    rr += 1;
    e2 += 100;
    N::ext = 50;
    counter();
    counter();
    viaStatic();
    viaStatic();
    std::printf("%d %d %d %.1f %ld %d %d %d\n", dd.c, x, r1, cd, cl, rr, arr[2], pm);
    std::printf("%d %d %d %d %d\n", nr, S::sr, S::k, H<int>::ref, counter());
    std::printf("%d %d %d\n", viaStatic(), calls, &cr == static_cast<C *>(&dd));
    H<int>::ref = 3;
    std::printf("%d %d %d\n", x, r1, S::sr);
    return 0;
}
