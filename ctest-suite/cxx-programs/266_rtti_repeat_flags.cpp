// The flags of __vmi_class_type_info (Itanium ABI 2.9.5): 1 = two distinct base subobjects of one type,
// 2 = a virtual base reached along several paths. libstdc++'s catch matching and dynamic_cast trust them:
// with a wrong 2 instead of 3, `catch (A *)` of a D* whose A is ambiguous (virtual via B and C, plain via AA)
// was taken (wrong code before: gcc's g++.old-deja/g++.eh/catch5 aborted).
#include <cstdio>
#include <typeinfo>

struct A { int m = 1; };
struct B : virtual A { int b = 2; };
struct C : virtual A { int c = 3; };
struct AA : A { int aa = 4; };
struct D : B, C, AA { int d = 5; };       // both: 3
struct E : AA, B, C { int e = 6; };       // the plain one first: 3
struct F : B, C { int f = 7; };           // a diamond: 2
struct G1 : A {};
struct G2 : A {};
struct G : G1, G2 {};                     // repeated, no diamond: 1
struct H : B, virtual A {};               // A virtual twice: 2
struct I : G, F {};                       // 3, through deeper bases

static unsigned flagsOf(const std::type_info &t) {
    // __vmi_class_type_info: vptr, name, then unsigned __flags
    return *reinterpret_cast<const unsigned *>(reinterpret_cast<const char *>(&t) + 2 * sizeof(void *));
}
#define flags(T) flagsOf(typeid(T))

static void thrower(D *d) { throw d; }

static int which(D *d) {
    try { thrower(d); }
    catch (A *) { return 1; }    // ambiguous: never taken
    catch (AA *p) { return p == d ? 2 : 9; }
    catch (...) { return 3; }
    return 0;
}

static int viaB(D *d) {
    try { thrower(d); }
    catch (A *) { return 1; }
    catch (B *p) { return p == d ? 2 : 9; }
    catch (...) { return 3; }
    return 0;
}

int main() {
    std::printf("D %u E %u F %u G %u H %u I %u\n", flags(D), flags(E), flags(F), flags(G), flags(H), flags(I));
    D d;
    std::printf("%d %d\n", which(&d), viaB(&d));
    std::printf("%d %d\n", which(nullptr), viaB(nullptr));
    return 0;
}
