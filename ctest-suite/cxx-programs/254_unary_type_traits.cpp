// GCC's unary type traits as bool constants, in plain code and in template instances: __has_trivial_destructor(T)
// (CDT left it unknown; stl_construct.h's _Destroy_aux<__has_trivial_destructor(_Value_type)>::__destroy picks the
// loop or nothing by it), __is_trivial(T) and __is_aggregate(T) of scalars and arrays (CDT answered false), __is_pod,
// __is_class; as a template argument, a const bool initializer and a condition.
#include <cstdio>
struct D { int v; ~D() { printf("~D %d\n", v); } };
struct S { int v; };
struct C { C() {} int v; };
enum E { e1 };
struct P { virtual void f() {} };
template<class T> struct Tr {
    static const bool triv = __is_trivial(T), dtor = __has_trivial_destructor(T), agg = __is_aggregate(T);
};
template<bool> struct Aux {
    template<class It> static void run(It a, It b) { for (; a != b; ++a) a->~D(); }
};
template<> struct Aux<true> {
    template<class It> static void run(It, It) { printf("trivial\n"); }
};
template<class T> void destroy(T* a, T* b) { Aux<__has_trivial_destructor(T)>::run(a, b); }
template<class T> int pick() { const bool t = __is_trivial(T); return t ? 1 : 2; }
#define ROW(T) printf("%-8s %d %d %d | %d %d %d | %d %d\n", #T, (int)__is_trivial(T), (int)__has_trivial_destructor(T), \
    (int)__is_aggregate(T), (int)Tr<T>::triv, (int)Tr<T>::dtor, (int)Tr<T>::agg, (int)__is_pod(T), (int)__is_class(T))
int main() {
    const bool a = __is_trivial(int);
    printf("%d %zu\n", (int)a, sizeof(__is_trivial(int)));
    ROW(int); ROW(double); ROW(int*); ROW(E); ROW(S); ROW(D); ROW(C); ROW(P); ROW(int[3]); ROW(D[2]); ROW(S[2]); ROW(const S);
    if (__has_trivial_destructor(S) && !__has_trivial_destructor(D)) printf("ok\n");
    int xs[2] = {1, 2};
    destroy(xs, xs + 2);
    alignas(D) unsigned char buf[2 * sizeof(D)];
    D* ds = reinterpret_cast<D*>(buf);
    ds[0].v = 4; ds[1].v = 5;
    destroy(ds, ds + 2);
    printf("%d %d %d\n", pick<int>(), pick<C>(), pick<S[2]>());
    return 0;
}
