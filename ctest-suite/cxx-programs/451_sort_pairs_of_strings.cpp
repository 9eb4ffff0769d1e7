// std::sort, std::iter_swap and std::swap of std::pair<std::string, int>: a call in a template defined before
// <bits/basic_string.h> (stl_algobase.h's iter_swap, or our own below) resolves swap at the instance's point of
// instantiation, so std::__is_swappable<std::string> is true and pair's swap is not the deleted one.
#include <utility>
namespace std {
template <class T> void swap_pointees(T *a, T *b) { swap(*a, *b); }
}
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

struct Named { std::string name; int rank; };

int main() {
    std::vector<std::pair<std::string, int>> v{{"pear", 3}, {"apple", 1}, {"fig", 2}, {"apple", 0}, {"kiwi", 5}, {"date", 2}};
    std::sort(v.begin(), v.end());
    for (auto &p : v) std::printf("%s %d\n", p.first.c_str(), p.second);
    std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a.second > b.second || (a.second == b.second && a.first < b.first); });
    for (auto &p : v) std::printf("%s %d\n", p.first.c_str(), p.second);
    std::iter_swap(v.begin(), v.begin() + 1);
    std::printf("iter_swap: %s %s\n", v[0].first.c_str(), v[1].first.c_str());
    std::swap(v[2], v[3]);
    std::printf("swap: %s %s\n", v[2].first.c_str(), v[3].first.c_str());
    std::swap_pointees(&v[4], &v[5]);
    std::printf("swap_pointees: %s %d, %s %d\n", v[4].first.c_str(), v[4].second, v[5].first.c_str(), v[5].second);
    std::reverse(v.begin(), v.end());
    std::printf("reverse: %s .. %s\n", v.front().first.c_str(), v.back().first.c_str());

    std::vector<std::pair<int, std::string>> w{{2, "b"}, {1, "z"}, {2, "a"}};
    std::sort(w.begin(), w.end());
    for (auto &p : w) std::printf("%d %s\n", p.first, p.second.c_str());

    std::vector<Named> n;
    n.push_back(Named{"x", 2});
    n.push_back(Named{"y", 1});
    std::sort(n.begin(), n.end(), [](const Named &a, const Named &b) { return a.rank < b.rank; });
    std::printf("%s %s\n", n[0].name.c_str(), n[1].name.c_str());
    return 0;
}
