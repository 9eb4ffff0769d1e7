// Aggregate initialization of a member of an aggregate class with a destructor from a prvalue of that class
// ({Member{1}, 2}): the prvalue initializes the member itself, no temporary is made and destroyed
// (jcirc destroyed a bitwise-copied temporary too: each member's destructor ran twice).
#include <cstdio>
#include <new>

struct Member { int id; ~Member() { printf("~Member %d\n", id); } };
struct Box { Member value; int tag; };
struct Two { Member a; Member b; };
struct Outer { Box box; Member last; };
template<class T> struct TBox { T value; int tag; };

Member make(int id) { return Member{id}; }

int main() {
    { Box x{Member{1}, 2}; printf("local %d %d\n", x.value.id, x.tag); }
    { Box *p = new Box{Member{2}, 3}; printf("new %d\n", p->value.id); delete p; }
    alignas(16) unsigned char buf[64];
    { Box *p = new (buf) Box{Member{3}, 3}; printf("placement %d\n", p->value.id); p->~Box(); }
    { Two t{Member{4}, make(5)}; printf("two %d %d\n", t.a.id, t.b.id); }
    { Outer o{{Member{6}, 1}, Member{7}}; printf("outer %d %d\n", o.box.value.id, o.last.id); }
    { TBox<Member> tb{Member{8}, 9}; printf("template %d\n", tb.value.id); }
    { Box y = {make(10), 4}; printf("copy-list %d\n", y.value.id); }
    printf("end\n");
    return 0;
}
