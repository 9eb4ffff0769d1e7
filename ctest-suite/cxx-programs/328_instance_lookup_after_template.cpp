// Templates defined before the classes they are instantiated with (libstdc++'s predefined_ops.h and stl_heap.h come
// before <string>): in the instance, the operator found at the point of instantiation (basic_string's free
// operator<, declared after the template), and a by-value parameter initialized from std::move(x) by the move
// constructor of the instance's class. std::sort of a vector of strings.
#include <cstdio>
#include <utility>
#include <iterator>
struct Less { template <class It, class I2> bool operator()(It a, I2 b) const { return *a < *b; } };
template <class T> void take(int i, T v) { std::printf("take %d %s\n", i, v.name()); }
template <class It> void moveFirst(It first) {
    typename std::iterator_traits<It>::value_type val = std::move(*first);
    take(1, std::move(val));
    take(2, val);
}
template <class T> bool same(const T &a, const T &b) { return a == b; }
#include <algorithm>
#include <string>
#include <vector>
struct Named {
    const char *n;
    Named(const char *n) : n(n) {}
    Named(const Named &o) : n(o.n) { std::printf("copy %s\n", n); }
    Named(Named &&o) : n(o.n) { std::printf("move %s\n", n); o.n = "moved-from"; }
    const char *name() const { return n; }
};
int main() {
    std::vector<std::string> w{"pear", "apple", "fig", "banana", "cherry", "kiwi", "date", "lime", "plum", "melon",
                               "grape", "lemon", "mango", "olive", "peach", "quince", "apricot", "yuzu"};
    std::printf("%d %d\n", Less()(w.begin(), w.begin() + 1), same(w[0], std::string("pear")));
    std::sort(w.begin(), w.end());
    for (const auto &s : w) std::printf("%s ", s.c_str());
    std::printf("\n");
    std::sort(w.begin(), w.end(), [](const std::string &a, const std::string &b) { return a.size() < b.size() || (a.size() == b.size() && a > b); });
    for (const auto &s : w) std::printf("%s ", s.c_str());
    std::printf("\n");
    std::vector<Named> v{Named("x")};
    moveFirst(v.begin());
    return 0;
}
