// <set>: a set of ints and a set of a user aggregate ordered by a comparator functor (issue 14)
#include <set>
#include <cstdio>

struct Pt { int x, y; };
struct ByDist {
    bool operator()(const Pt &a, const Pt &b) const {
        int da = a.x * a.x + a.y * a.y, db = b.x * b.x + b.y * b.y;
        return da != db ? da < db : a.x < b.x;
    }
};

int main() {
    std::set<int> s;
    int vals[] = {5, 3, 9, 1, 3, 7, 5};
    for (int v : vals) s.insert(v);
    for (int x : s) printf("%d ", x);
    printf("| size %zu count(3) %zu count(4) %zu\n", s.size(), s.count(3), s.count(4));
    s.erase(3);
    auto it = s.lower_bound(6);
    printf("lower_bound(6) %d, after erase:", *it);
    for (int x : s) printf(" %d", x);
    printf("\n");

    std::set<Pt, ByDist> pts;
    pts.insert(Pt{3, 4});
    pts.insert(Pt{1, 1});
    pts.insert(Pt{0, 5});
    pts.insert(Pt{-1, 1});
    pts.insert(Pt{1, 1});
    for (const Pt &p : pts) printf("(%d,%d) ", p.x, p.y);
    printf("| %zu\n", pts.size());
    pts.erase(Pt{0, 5});
    auto lb = pts.lower_bound(Pt{2, 2});
    printf("lower_bound (%d,%d), count (3,4) %zu\n", lb->x, lb->y, pts.count(Pt{3, 4}));
    int sum = 0;
    for (auto i = pts.begin(); i != pts.end(); ++i) sum = sum * 10 + i->x + 2;
    printf("forward %d\n", sum);
    return 0;
}
