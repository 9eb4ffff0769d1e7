// Everyday C++17 a new user writes: `if constexpr` selecting a branch per template instance (the discarded branch
// is not instantiated: `sum(ts...)` with an empty pack has no candidate), and range-for loop variables declared
// `auto *`, `const auto *`, `auto *const &`, `auto **` over arrays of pointers.
#include <cstdio>

struct S {
    int v;
    S(int v) : v(v) {}
    virtual int get() const { return v; }
};

template <typename T, typename... Ts> T sum(T t, Ts... ts) {
    if constexpr (sizeof...(ts) == 0) return t;
    else return t + sum(ts...);
}

template <typename T> const char *kind(T) {
    if constexpr (sizeof(T) == 1) return "char";
    else if constexpr (sizeof(T) == 8) { return "eight"; }
    else return "other";
}

template <int N> int fact() {
    if constexpr (N <= 1) return 1;
    else return N * fact<N - 1>();
}

template <typename T> int twice(T x) {
    int r = 0;
    if constexpr (sizeof(T) > 4) {   // the then-branch's locals and cleanups in their own scope
        int y = (int)x;
        r = y * 2;
    }
    if constexpr (int k = 3; sizeof(T) == 4) r = (int)x * k;
    return r;
}

int main() {
    S a{1}, b{2}, c{3};
    S *ps[] = {&a, &b, &c};
    int t = 0;
    for (auto *p : ps) t += p->get();
    for (const auto *p : ps) t += p->v;
    for (auto *const &p : ps) t += p->v * 10;
    const int *ip[] = {&a.v, &c.v};
    for (auto *q : ip) t += *q;
    int *x = &b.v;
    int **pp[1] = {&x};
    for (auto **r : pp) t += **r;
    std::printf("%d %d %g\n", t, sum(1, 2, 3, 4), sum(1.5, 2.0));
    std::printf("%s %s %s %d\n", kind('a'), kind(1L), kind(1), fact<5>());
    std::printf("%d %d\n", twice(21L), twice(5));
    if constexpr (sizeof(int) == 4) std::printf("int4\n");
    else std::printf("other\n");
    return 0;
}
