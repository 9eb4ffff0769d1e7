// Braced lists of aggregates whose members have constructors or destructors, as std::initializer_list elements:
// std::vector<P> v{{"a", 1}, …} with P { std::string; int }, a function taking std::initializer_list<P>, range-for
// over a braced list, a map built from pairs, default member initializers — each element built by aggregate
// initialization (the members' constructors), and the backing array destroyed last-first at the end of the
// full-expression (or with the variable it initializes).
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>
#include <map>

struct Noisy {
    int id;
    Noisy(int i) : id(i) { std::printf("Noisy(%d)\n", id); }
    Noisy(const Noisy &o) : id(o.id + 100) { std::printf("Noisy copy(%d)\n", id); }
    ~Noisy() { std::printf("~Noisy(%d)\n", id); }
};

struct P { std::string name; int n; };
struct Q { Noisy a; int tag; };
struct R { std::string label = "none"; int v = 7; Noisy k{0}; };

static int total(std::initializer_list<P> ps) {
    int t = 0;
    for (const P &p : ps) t += p.n * (int)p.name.size();
    return t;
}

static void show(std::initializer_list<Q> qs) {
    for (const Q &q : qs) std::printf("q %d/%d\n", q.a.id, q.tag);
    std::printf("show done\n");
}

int main() {
    std::vector<P> v{{"alpha", 1}, {"be", 2}, {"", 3}};
    for (const P &p : v) std::printf("%s:%d ", p.name.c_str(), p.n);
    std::printf("size %zu\n", v.size());
    std::printf("total %d\n", total({{"abc", 2}, {"de", 5}}));
    show({{1, 10}, {2, 20}});
    std::printf("after show\n");
    {
        std::initializer_list<Q> keep = {{3, 30}, {4, 40}};
        std::printf("keep %zu first %d\n", keep.size(), keep.begin()->a.id);
    }
    std::printf("after keep\n");
    for (const Q &q : {Q{5, 50}, Q{6, 60}}) std::printf("loop %d\n", q.a.id);
    std::map<std::string, int> m{{"one", 1}, {"two", 2}, {"three", 3}};
    for (auto &kv : m) std::printf("%s=%d ", kv.first.c_str(), kv.second);
    std::printf("\n");
    std::vector<R> rs{{"x"}, {"y", 9}, {}};
    for (const R &r : rs) std::printf("%s %d %d\n", r.label.c_str(), r.v, r.k.id);
    std::printf("end\n");
    return 0;
}
