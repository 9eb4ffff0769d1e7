// Explicit destructor calls (p->~T(), o.~T()) of classes whose destructor is implicit but not trivial (members or
// bases with destructors), in templates and outside them: the implicit destructor runs the members' and bases'.
#include <cstdio>
#include <new>

struct Member { int id; ~Member() { printf("~Member %d\n", id); } };
struct Base { int b = 1; ~Base() { printf("~Base %d\n", b); } };
struct Holder : Base { Member m1{10}, m2{20}; };   // implicit ~Holder: ~m2, ~m1, ~Base
template<class T> struct Box { T value; int tag; };  // implicit ~Box<T>
template<class T> struct Pair2 : Box<T> { Member extra{99}; };

template<class T> void destroyAt(T *p) { p->~T(); }
template<class T> void destroyRef(T &r) { r.~T(); }

struct VBase { virtual ~VBase() { printf("~VBase\n"); } };
struct VDerived : VBase { Member m{5}; };  // implicit virtual destructor

int main() {
    alignas(16) unsigned char buf[128];
    Holder *h = new (buf) Holder;
    h->~Holder();
    printf("--\n");
    auto *b = new (buf) Box<Member>{Member{1}, 2};
    destroyAt(b);
    printf("--\n");
    auto *p = new (buf) Pair2<Member>;
    p->value.id = 3;
    destroyRef(*p);
    printf("--\n");
    VBase *v = new (buf) VDerived;
    v->~VBase();
    printf("--\n");
    Holder *h2 = new (buf) Holder;
    h2->b = 4;
    destroyAt(h2);
    printf("end\n");
    return 0;
}
