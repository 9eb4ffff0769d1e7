// A new-expression whose allocation function is non-throwing (`throw()`/`noexcept`) checks the result for null: a
// null result skips the initialization and is the value of the expression ([expr.new]/16). jcirc++ ran the
// constructor on the null pointer and crashed (wrong code before: gcc's g++.old-deja/g++.jason/new3, which also uses
// g++'s -fcheck-new for a throwing operator new). With -fcheck-new every new-expression checks (A below).
// ARGS: -fcheck-new
#include <cstdio>
#include <cstdlib>

static int fail = 0, built = 0;

struct B {
    int i;
    B() : i(2) { ++built; std::printf("B()\n"); }
    ~B() { std::printf("~B\n"); }
    void *operator new(std::size_t s) throw() { return fail ? nullptr : std::malloc(s); }
    void operator delete(void *p) { std::free(p); }
};
struct N {
    int v;
    explicit N(int x) : v(x) { ++built; }
    void *operator new(std::size_t s) noexcept { return fail ? nullptr : std::malloc(s); }
    void operator delete(void *p) noexcept { std::free(p); }
};
struct A {   // operator new may throw, but returns null here: checked under -fcheck-new only
    int i;
    A() : i(5) { ++built; }
    void *operator new(std::size_t s) { return fail ? nullptr : std::malloc(s); }
    void *operator new[](std::size_t s) { return fail ? nullptr : std::malloc(s); }
    void operator delete(void *p) { std::free(p); }
    void operator delete[](void *p) { std::free(p); }
    ~A() { std::printf("~A\n"); }
};
struct Plain {   // a trivial class: nothing to skip but the stores
    int a, b;
    void *operator new(std::size_t s) noexcept { return fail ? nullptr : std::malloc(s); }
};

int main() {
    B *b = new B;
    std::printf("b %d built %d\n", b ? b->i : -1, built);
    delete b;
    fail = 1;
    B *z = new B;
    std::printf("z null %d built %d\n", z == nullptr, built);
    N *n = new N(3);
    std::printf("n null %d built %d\n", n == nullptr, built);
    A *a = new A;
    std::printf("a null %d built %d\n", a == nullptr, built);
    A *as = new A[3];
    std::printf("as null %d built %d\n", as == nullptr, built);
    Plain *p = new Plain{1, 2};
    std::printf("p null %d\n", p == nullptr);
    fail = 0;
    N *m = new N(7);
    std::printf("m %d built %d\n", m->v, built);
    delete m;
    as = new A[2];
    std::printf("as %d %d built %d\n", as[0].i, as[1].i, built);
    delete[] as;
    return 0;
}
