// Explicit destructor calls that name the class through an alias: a member alias of a class template
// (std::optional's _M_value.~_Stored_type()), a typedef, with user-declared, implicit and virtual destructors.
#include <cstdio>
#include <new>

struct M { int id; ~M() { printf("~M %d\n", id); } };
struct Pair { M a, b; };                       // implicit destructor
struct VB { int k = 1; virtual ~VB() { printf("~VB %d\n", k); } };
struct VD : VB { M m{42}; ~VD() override { printf("~VD\n"); } };

template<class T> struct Slot {
    using Stored = T;
    Stored value;
    void reset(Stored next) { value.~Stored(); new (&value) Stored(next); }
};

template<class T> struct Ptr {
    typedef T element_type;
    T *p;
    void destroy() { p->~element_type(); }
};

typedef M Alias;
typedef VB BaseAlias;

int main() {
    Slot<M> s{M{3}};
    s.reset(M{5});
    printf("slot %d\n", s.value.id);
    Slot<Pair> sp{{M{6}, M{7}}};
    Pair np{M{8}, M{9}};
    sp.reset(np);
    printf("pair %d %d\n", sp.value.a.id, sp.value.b.id);
    alignas(16) unsigned char buf[64];
    Alias *a = new (buf) M{4};
    a->~Alias();
    BaseAlias *v = new (buf) VD;
    v->~BaseAlias();   // virtual: runs ~VD
    Ptr<M> pm{new (buf) M{11}};
    pm.destroy();
    printf("end\n");
    return 0;
}
