// std::sort, std::swap, std::reverse and std::iter_swap of a std::vector<std::pair<std::string, int>> (with <string>
// included after <algorithm>, so the library's swap traits are first asked inside stl_algobase.h's iter_swap), and
// std::make_shared<int> next to a class with enable_shared_from_this in the same unit.
#include <algorithm>
#include <vector>
#include <utility>
#include <string>
#include <memory>
#include <cstdio>

struct Node : std::enable_shared_from_this<Node> {
    int id;
    explicit Node(int i) : id(i) {}
};

static void show(const char *what, const std::vector<std::pair<std::string, int>> &v) {
    std::printf("%s:", what);
    for (const auto &p : v) std::printf(" %s=%d", p.first.c_str(), p.second);
    std::printf("\n");
}

int main() {
    std::vector<std::pair<std::string, int>> v{{"pear", 3}, {"apple", 1}, {"a long string that is not stored locally", 7},
                                               {"apple", 0}, {"fig", 2}};
    std::sort(v.begin(), v.end());
    show("sorted", v);
    std::swap(v[0], v[4]);
    show("swapped", v);
    std::reverse(v.begin(), v.end());
    show("reversed", v);
    std::iter_swap(v.begin(), v.begin() + 1);
    show("iter_swap", v);
    std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    show("by number", v);
    std::pair<std::string, int> p{"x", 1}, q{"y", 2};
    p.swap(q);
    swap(p, q);
    std::swap(p, q);
    std::printf("%s %d %s %d\n", p.first.c_str(), p.second, q.first.c_str(), q.second);
    auto i = std::make_shared<int>(3);
    auto n = std::make_shared<Node>(5);
    auto m = n->shared_from_this();
    std::printf("%d %d %ld\n", *i, m->id, n.use_count());
    return 0;
}
