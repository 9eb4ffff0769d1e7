// decltype of a structured binding is its referenced type ([dcl.type.decltype]/1.1), never a reference added by
// the declaration's ref-qualifier: in template arguments, in declarations and in overload resolution.
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>

struct S { long x; int y; };
struct R { int &ref; const char c; };

static int which(long &) { return 1; }
static int which(const long &) { return 2; }
static int which(long &&) { return 3; }

int main() {
    long arr[2] = {10, 20};
    auto &[a, b] = arr;
    std::printf("arr&: same<long> %d ref %d\n", (int)std::is_same<decltype(a), long>::value, (int)std::is_reference_v<decltype(b)>);
    decltype(a) copy = a;   // a long, not a reference to arr[0]
    copy += 5;
    std::printf("copy %ld arr[0] %ld\n", copy, arr[0]);

    S s{3, 4};
    const auto &[e, f] = s;
    std::printf("const auto&: const %d ref %d same<const long> %d same<const int> %d\n", (int)std::is_const_v<decltype(e)>,
                (int)std::is_reference_v<decltype(e)>, (int)std::is_same_v<decltype(e), const long>,
                (int)std::is_same_v<decltype(f), const int>);
    std::printf("which(e) %d which(std::move(a)) %d\n", which(e), which(std::move(a)));

    auto &&[g, h] = s;
    std::printf("auto&&: same<long> %d same<int> %d\n", (int)std::is_same_v<decltype(g), long>, (int)std::is_same_v<decltype(h), int>);
    decltype(g) g2 = g;
    g2 = 100;
    std::printf("g2 %ld s.x %ld\n", g2, s.x);

    auto [m, n] = s;   // a copy: decltype is the member's type
    std::printf("auto: same<long> %d\n", (int)std::is_same_v<decltype(m), long>);
    const auto [p, q] = s;
    std::printf("const auto: same<const long> %d\n", (int)std::is_same_v<decltype(p), const long>);

    const S cs{7, 8};
    auto [u, v] = cs;   // the copy drops the initializer's const
    std::printf("auto of const: same<long> %d\n", (int)std::is_same_v<decltype(u), long>);
    auto &[u2, v2] = cs;
    std::printf("auto& of const: same<const long> %d\n", (int)std::is_same_v<decltype(u2), const long>);

    int i = 1;
    R r{i, 'z'};
    auto &[rr, rc] = r;   // a reference member: its declared type
    std::printf("ref member: same<int&> %d same<const char> %d\n", (int)std::is_same_v<decltype(rr), int &>,
                (int)std::is_same_v<decltype(rc), const char>);

    std::pair<int, double> pr{1, 2.5};
    auto &[pf, ps] = pr;
    std::printf("pair&: same<int> %d same<double> %d\n", (int)std::is_same_v<decltype(pf), int>, (int)std::is_same_v<decltype(ps), double>);
    decltype(ps) d2 = ps;
    d2 += 1;
    std::printf("d2 %.1f pr.second %.1f\n", d2, pr.second);

    const long carr[2] = {5, 6};
    auto &[ca, cb] = carr;
    auto [ka, kb] = carr;
    std::printf("const array: auto& const %d auto const %d\n", (int)std::is_const_v<decltype(ca)>, (int)std::is_const_v<decltype(ka)>);
    std::printf("sum %ld\n", (long)(a + b + e + f + m + n + p + q + u + v + u2 + v2 + rr + rc + pf + ps + ca + cb + ka + kb + g + h));
    return 0;
}
