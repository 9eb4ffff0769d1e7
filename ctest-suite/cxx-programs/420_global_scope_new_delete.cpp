// ::new T and ::delete p (also the array forms) of a class with its own operator new/delete: the global allocation and
// deallocation functions ([expr.new]/12, [expr.delete]/9: the :: prefix skips the class's scope); plain new/delete
// still use the class's (g++.old-deja g++.law/scope2, operators15).
#include <cstdio>
#include <cstdlib>
#include <new>

int own_new = 0, own_delete = 0, own_new_arr = 0, own_delete_arr = 0, dtors = 0;

struct foo {
    int v;
    foo() : v(7) {}
    ~foo() { dtors++; }
    void *operator new(std::size_t n) { own_new++; return std::malloc(n); }
    void operator delete(void *p) { own_delete++; std::free(p); }
    void *operator new[](std::size_t n) { own_new_arr++; return std::malloc(n); }
    void operator delete[](void *p) { own_delete_arr++; std::free(p); }
};

struct plain {
    int a = 1, b = 2;
    void *operator new(std::size_t n) { return ::operator new(n); }
    void operator delete(void *p, std::size_t) { own_delete += 100; ::operator delete(p); }
};

int main() {
    foo *f = new foo;
    foo *g = ::new foo;
    ::delete g;
    std::printf("%d %d %d %d\n", f->v, own_new, own_delete, dtors);
    delete f;
    std::printf("%d %d %d\n", own_new, own_delete, dtors);
    foo *a = ::new foo[3];
    foo *b = new foo[2];
    ::delete[] a;
    std::printf("%d %d %d\n", own_new_arr, own_delete_arr, dtors);
    delete[] b;
    std::printf("%d %d %d\n", own_new_arr, own_delete_arr, dtors);
    plain *p = ::new plain;
    int s = p->a + p->b;
    ::delete p;
    std::printf("%d %d\n", s, own_delete);
    p = new plain;
    delete p;
    std::printf("%d\n", own_delete);
    return 0;
}
