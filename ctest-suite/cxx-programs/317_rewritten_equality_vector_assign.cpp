// C++20 rewritten comparison candidates ([over.match.oper]): a != b is !(a == b) when only operator== is declared,
// and a == b / a != b also try the reversed operator==(b, a); in plain code, in a function template instance and
// in the standard library's own templates (std::vector copy assignment compares the allocators with !=, which
// libstdc++ declares only as a hidden friend operator==), plus vector move assignment (a constexpr local
// initialized by static constexpr member calls of a dependent allocator-traits class).
// ARGS: -std=c++20
#include <cstdio>
#include <vector>

struct P {
    int v;
    bool operator==(const P &o) const { return v == o.v; }
};

template <class T> struct Box {
    T v;
    friend constexpr bool operator==(const Box &x, const Box &y) { return x.v == y.v; }
};

struct Q { int v; };
static int calls = 0;
bool operator==(const Q &a, int b) { ++calls; return a.v == b; }

template <class T> bool differ(const T &a, const T &b) { return a != b; }
template <class T, class U> bool same(const T &a, const U &b) { return a == b; }

int main() {
    P p{1}, q{2}, r{1};
    std::printf("P: %d %d %d %d\n", p != q, p != r, differ(p, q), differ(p, r));
    Box<int> a{3}, b{3}, c{4};
    std::printf("Box: %d %d %d %d\n", a != b, a != c, differ(a, c), differ(b, a));
    Box<double> d{1.5}, e{2.5};
    std::printf("Box<double>: %d %d\n", d != e, differ(d, d));
    Q x{5};
    std::printf("Q: %d %d %d %d %d\n", x != 5, 5 == x, 6 != x, same(5, x), same(x, 6));
    std::printf("Q calls: %d\n", calls);
    int n = 0;
    for (int i = 0; i < 10; ++i) if (P{i % 3} != P{1}) ++n;
    std::printf("loop: %d\n", n);

    std::vector<int> v1{1, 2, 3}, v2;
    v2 = v1;   // copy assignment: allocator != allocator
    v1[0] = 10;
    std::printf("copy: %zu %d %d\n", v2.size(), v2[0], v1[0]);
    std::vector<int> v3{7, 8};
    v2 = v3;   // into a larger one
    std::printf("copy2: %zu %d %d\n", v2.size(), v2[0], v2[1]);
    v3 = std::move(v1);   // move assignment
    std::printf("move: %zu %d %zu\n", v3.size(), v3[0], v1.size());
    v1 = std::vector<int>(4, 9);
    std::printf("move2: %zu %d\n", v1.size(), v1[3]);
    return 0;
}
