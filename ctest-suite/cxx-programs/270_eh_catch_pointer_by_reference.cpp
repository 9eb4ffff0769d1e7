// A handler that catches a pointer by reference (`catch (E *&e)`) binds the reference to a pointer holding the
// (adjusted) pointer that __cxa_begin_catch returns. jcirc++ took that pointer for the address of the reference's
// object and read the pointer from the object it points to (wrong code before: gcc's g++.old-deja/g++.eh/ptr1).
#include <cstdio>

struct E { int x; E(int i) : x(i) {} };
struct L { int l = 11; };
struct D : L, E { D() : E(7) {} };

static int values[2] = {40, 41};

int main() {
    try {
        E *p = new E(5);
        throw p;
    } catch (E *&e) {
        std::printf("E *&: x %d\n", e->x);
        delete e;
    }
    try {
        throw new D;   // caught as a base pointer: adjusted past L
    } catch (E *&e) {
        std::printf("D as E *&: x %d\n", e->x);
        e->x = 8;
        std::printf("x now %d\n", e->x);
        delete static_cast<D *>(e);
    }
    try {
        throw values + 1;
    } catch (int *const &p) {
        std::printf("int *const &: %d\n", *p);
    }
    try {
        throw (const char *)"text";
    } catch (const char *&s) {
        std::printf("const char *&: %s\n", s);
        s = "other";
        std::printf("now %s\n", s);
    }
    try {
        try {
            throw values;
        } catch (int *&p) {
            std::printf("inner %d\n", *p);
            throw;
        }
    } catch (int *p) {
        std::printf("rethrown %d\n", *p);
    }
    return 0;
}
