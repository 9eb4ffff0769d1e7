// ARGS: -std=c++20
// Function templates whose return type is decltype(e) of a dependent e are named from e as written
// (g++: DTgsnwcvPvLi0E_T_pispcl7declvalIT0_EEEE for std::construct_at's ::new): placement new, calls of
// declval, function parameters, a functional cast; each instance distinct and callable.
#include <cstdio>
#include <new>
#include <utility>

namespace q {
template<class T, class... A>
auto make_at(T *p, A &&...a) -> decltype(::new ((void *)0) T(std::declval<A>()...)) {
    return ::new ((void *)p) T(static_cast<A &&>(a)...);
}
int f(int x) { return x + 1; }
long f(long x) { return x + 100; }
template<class T> auto g(T x) -> decltype(f(std::declval<T>())) { return f(x); }
template<class T, class U> auto add(T a, U b) -> decltype(a + b) { return a + b; }
template<class T> decltype(T() * 2) twice(T a) { return a * 2; }
template<class T> auto neg(T *p) -> decltype(-*p) { return -*p; }
}

struct P {
    int x, y;
    P(int a, int b) : x(a), y(b) {}
};

int main() {
    int i = 0;
    int *pi = q::make_at(&i, 41);
    alignas(P) unsigned char buf[sizeof(P)];
    P *pp = q::make_at(reinterpret_cast<P *>(buf), 3, 4);
    std::printf("%d %d %d\n", *pi, pp->x, pp->y);
    std::printf("%d %ld\n", q::g(3), q::g(4L));
    std::printf("%.2f %d\n", q::add(1, 2.5), q::add(2, 3));
    std::printf("%d %.1f\n", q::twice(7), q::twice(1.25));
    long l = 9;
    std::printf("%d %ld\n", q::neg(&i), q::neg(&l));
    return 0;
}
