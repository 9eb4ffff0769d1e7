// Classes and enumerations of one name in different namespaces are different types (tags keyed by the
// qualified name, enumerators of a namespace's enum by theirs); the global one is a third.
#include <stdio.h>
namespace a { struct P { int x; int get() const { return x + 1; } }; enum E { ONE = 1 }; }
namespace b { struct P { long y, z; long get() const { return y * z; } }; enum E { ONE = 7 }; }
struct P { char c; };
namespace a { int use(P p) { return p.get(); } }
int main() {
    a::P p = {3};
    b::P q = {4, 5};
    P r = {'x'};
    struct b::P *pq = &q;
    a::E e = a::ONE; b::E f = b::ONE;
    printf("%d %ld %c %zu %zu %zu %d %d %d\n", p.get(), pq->get(), r.c, sizeof(a::P), sizeof(b::P), sizeof(P), e, f, a::use(p));
    return 0;
}
