// Arrays of a class whose default constructor is defaulted in the class (`Q() = default;`), with and without
// default member initializers: locals, statics, globals, members, static locals in a member function
// (libstdc++'s <bits/atomic_wait.h> __waiter_pool_base::_S_for at -std=c++20), aggregate members left out of a list.
#include <cstdio>

struct Q { int w = 7; Q() = default; Q(int x) : w(x) {} };
struct R { int a; int b = 2; R() = default; };
struct P {
    alignas(64) int w = 0;
    int v = 3;
    P() = default;
    static P &get(unsigned long k) {
        static P arr[16];
        return arr[k % 16];
    }
};
struct Holder { Q qs[3]; int n; };

Q g[2];
R gr[2];

int main() {
    Q l[3];
    static Q s[2];
    R lr[2];
    Q mixed[3] = {Q(1)};
    Holder h{{Q(4)}, 5};
    P::get(3).v = 9;
    std::printf("%d %d %d %d %d\n", g[1].w, l[2].w, s[0].w, mixed[0].w, mixed[2].w);
    std::printf("%d %d %d\n", gr[1].b, lr[0].b, lr[1].b);
    std::printf("%d %d %d %d\n", h.qs[0].w, h.qs[2].w, h.n, P::get(19).v + P::get(4).v);
    std::printf("%zu %zu\n", sizeof(P), alignof(P));
}
