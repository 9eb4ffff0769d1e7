// C++17 structured bindings as a range-for declaration (by value, by reference, const, auto&&) over arrays of structs,
// 2-D arrays, a vector of pairs and a std::map; classes whose members are in one base class (issue 14)
#include <cstdio>
#include <map>
#include <vector>
#include <utility>
struct P { int x; double y; };
struct Empty {};
struct Base { int a; int b; };
struct Derived : Base {};
struct WithEmpty : Empty { long u; char v; };
std::pair<int, long> mk(int i) { return {i, i * 10L}; }
int main() {
    P ps[3] = {{1, 1.5}, {2, 2.5}, {3, 3.5}};
    for (auto [x, y] : ps) { x += 100; printf("v %d %g\n", x, y); }
    for (auto &[x, y] : ps) { x *= 2; y += 1; }
    for (const auto &[x, y] : ps) printf("c %d %g\n", x, y);
    int grid[2][2] = {{1, 2}, {3, 4}};
    for (auto &[a, b] : grid) { a += b; }
    for (auto [a, b] : grid) printf("g %d %d\n", a, b);
    std::vector<std::pair<int, long>> v;
    for (int i = 0; i < 4; i++) v.push_back(mk(i));
    for (auto &[k, w] : v) w += k;
    for (auto &&[k, w] : v) printf("p %d %ld\n", k, w);
    std::map<int, int> m;
    m.insert({5, 50}); m.insert({2, 20}); m.insert({9, 90});
    for (auto &[k, val] : m) val += k;
    for (const auto &[k, val] : m) printf("m %d %d\n", k, val);
    Derived ds[2] = {{{1, 2}}, {{3, 4}}};
    for (auto &[a, b] : ds) printf("d %d %d\n", a, b);
    WithEmpty we[2]; we[0].u = 7; we[0].v = 'x'; we[1].u = 8; we[1].v = 'y';
    for (auto [u, c] : we) printf("e %ld %c\n", u, c);
    auto [f, s] = mk(7); printf("pair %d %ld\n", f, s);
    Derived d{{5, 6}}; auto &[da, db] = d; da = 50; printf("dd %d %d\n", d.a, db);
    return 0;
}
