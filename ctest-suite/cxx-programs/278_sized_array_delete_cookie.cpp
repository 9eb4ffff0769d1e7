// An array of a class whose usual operator delete[] is the sized form `operator delete[](void *, size_t)` needs an
// array cookie even when its elements have trivial destructors: new A[n] allocates n * sizeof(A) + 8 and stores n,
// delete[] reads it back and passes the allocation's size (Itanium C++ ABI 2.7). With both forms declared the
// unsized one is usual and there is no cookie ([expr.delete]/10). jcirc++ allocated no cookie and passed sizeof(A)
// (wrong code before: gcc's g++.old-deja/g++.jason/vecdel).
#include <cstdio>
#include <new>
static std::size_t newsize, delsize, delcount;
struct A {
    int i;
    void *operator new[](std::size_t n) { newsize = n; return ::operator new[](n); }
    void operator delete[](void *p, std::size_t n) { delsize = n; ++delcount; ::operator delete[](p); }
};
struct B : A { short s; };          // inherits the sized operator delete[]
struct C {                          // both forms: the unsized one is usual, no cookie
    int i;
    void *operator new[](std::size_t n) { newsize = n; return ::operator new[](n); }
    void operator delete[](void *p) { delsize = 1; ::operator delete[](p); }
    void operator delete[](void *p, std::size_t n) { delsize = n; ::operator delete[](p); }
};
struct D {                          // a destructor and a sized delete[]
    long v = 7;
    ~D() { std::printf("~D %ld\n", v); }
    void operator delete[](void *p, std::size_t n) { delsize = n; ::operator delete[](p); }
};
int main(int argc, char **) {
    A *a = new A[2];
    a[0].i = 1; a[1].i = 2;
    std::printf("A new %zu", newsize);
    delete[] a;
    std::printf(" delete %zu\n", delsize);
    int n = argc + 4;
    A *an = new A[n];
    std::printf("A[n] new %zu", newsize);
    delete[] an;
    std::printf(" delete %zu\n", delsize);
    B *bb = new B[3];
    std::printf("B new %zu", newsize);
    delete[] bb;
    std::printf(" delete %zu\n", delsize);
    C *c = new C[3];
    std::printf("C new %zu", newsize);
    delete[] c;
    std::printf(" delete %zu\n", delsize);
    D *d = new D[2];
    d[1].v = 8;
    delete[] d;
    std::printf("D delete %zu\n", delsize);
    A *none = nullptr;
    delete[] none;
    std::printf("deletes %zu\n", delcount);
    return 0;
}
