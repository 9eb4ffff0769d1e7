// libstdc++'s algorithms whose predicates hold reference members (predefined_ops.h's _Iter_equals_val has
// `_Value& _M_value`): std::find, std::count, std::find_if with a functor holding a reference, std::remove,
// std::replace; a functor called in a template instance calls its operator() on the object (was wrong code:
// the operator function's own address was passed as `this`).
#include <algorithm>
#include <cstdio>

struct Threshold {
    const int &limit;
    explicit Threshold(const int &l) : limit(l) {}
    bool operator()(int v) const { return v > limit; }
};

struct Counter {
    int &hits;
    void operator()(int v) { if (v % 2 == 0) hits++; }
};

int main() {
    int a[] = {4, 8, 15, 16, 23, 42, 16};
    int *f = std::find(a, a + 7, 23);
    const int *g = std::find(a, a + 7, 99);
    std::printf("%ld %ld\n", static_cast<long>(f - a), static_cast<long>(g - a));
    std::printf("%ld\n", static_cast<long>(std::count(a, a + 7, 16)));
    int limit = 15;
    int *h = std::find_if(a, a + 7, Threshold(limit));
    std::printf("%d\n", *h);
    limit = 30;
    std::printf("%d\n", *std::find_if(a, a + 7, Threshold(limit)));
    int hits = 0;
    std::for_each(a, a + 7, Counter{hits});
    std::printf("%d\n", hits);
    std::replace(a, a + 7, 16, 61);
    int *end = std::remove(a, a + 7, 8);
    for (int *p = a; p != end; ++p) std::printf("%d ", *p);
    std::printf("\n");
    return 0;
}
