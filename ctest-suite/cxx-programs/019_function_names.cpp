// __func__, __FUNCTION__ and __PRETTY_FUNCTION__ as g++ spells them (CxxFunctionNames), and static locals
// named and linked as g++ does (CxxStaticLocals: _ZZ1fvE1n; one object per program for inline functions).
#include <stdio.h>
#include <stddef.h>
#define P printf("%s | %s | %s\n", __func__, __FUNCTION__, __PRETTY_FUNCTION__)
namespace ns {
struct S {
    S() { P; }
    ~S() { P; }
    int operator+(const S &) const { P; return 0; }
    operator int() { P; return 1; }
    static void st(char *, const char *const *, unsigned long, long long, unsigned char) { P; }
    void r(int &, int &&, double[3], void (*)(int)) volatile { P; }
};
}
template <class T, int N> struct Box { template <class U> void put(U, T) { P; } };
template <class T> T id(T t) { P; return t; }
static void stat() { P; }
namespace { void anon() { P; } }
struct Outer { struct Inner { void f(bool, float, short, wchar_t, signed char) { P; } }; };
void vf(int, ...) { P; }
struct A { virtual ~A() { P; } virtual int f(size_t) { P; return 0; } };
template <class T> struct V { T t; };
enum E { e0 };
enum class K : char { k };
void g(V<int>, const V<V<char> > *, E, K, int (*)[4], unsigned long long, long double, char **) { P; }
struct M {
    void h(int) & { P; }
    void h(int) && { P; }
    int k() { auto l = [this](double) -> int { P; return 0; }; return l(1); }
};
inline int counter() { static int n = 0; return ++n; }
template <class T> int per_type() { static int calls; return ++calls; }
int main() {
    {
        ns::S a, b;
        (void)(a + b);
        (void)(int)a;
        ns::S::st(0, 0, 0, 0, 0);
        int i = 0;
        a.r(i, 1, 0, 0);
    }
    Box<long, 3>().put('c', 2L);
    id(2);
    id<const char *>("x");
    stat();
    anon();
    Outer::Inner().f(0, 0, 0, 0, 0);
    vf(1);
    auto l = [](int x) { P; return x; };
    l(1);
    A *p = new A;
    p->f(1);
    delete p;
    g(V<int>(), 0, e0, K::k, 0, 0, 0, 0);
    M m;
    m.h(1);
    M().h(2);
    m.k();
    int c1 = counter(), c2 = counter();
    int t1 = per_type<int>(), t2 = per_type<char>(), t3 = per_type<int>();
    printf("%d %d %d %d %d\n", c1, c2, t1, t2, t3);
    P;
    return 0;
}
