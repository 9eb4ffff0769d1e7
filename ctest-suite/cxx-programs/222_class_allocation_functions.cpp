// A class's operator new/new[]/delete/delete[] are static member functions without the keyword ([class.free]/1):
// their definitions take no object pointer (they took one: the size arrived as the pointer, wrong code), called by
// new/delete expressions; the sized forms, and the global sized operator delete
// (C++14, __cpp_sized_deallocation) called from them.
#include <new>
#include <cstdio>

static int live = 0;

struct A {
    int x[4];
    void *operator new(std::size_t sz) { std::printf("A::new %zu\n", sz); live++; return ::operator new(sz); }
    void operator delete(void *p, std::size_t sz) { std::printf("A::delete %zu\n", sz); live--; ::operator delete(p, sz); }
    void *operator new[](std::size_t sz) { std::printf("A::new[]\n"); live++; return ::operator new[](sz); }
    void operator delete[](void *p) { std::printf("A::delete[]\n"); live--; ::operator delete[](p); }
};

struct B {
    long v;
    static void *operator new(std::size_t sz) { std::printf("B::new %zu\n", sz); return ::operator new(sz); }
    static void operator delete(void *p) { std::printf("B::delete\n"); ::operator delete(p); }
};

int main() {
    A *a = new A;
    a->x[3] = 7;
    std::printf("%d %d\n", a->x[3], live);
    delete a;
    A *as = new A[3];
    as[2].x[0] = 5;
    delete[] as;
    B *b = new B{42};
    std::printf("%ld\n", b->v);
    delete b;
    void *g = ::operator new(8);
    ::operator delete(g, 8);
    std::printf("live %d\n", live);
    return live;
}
