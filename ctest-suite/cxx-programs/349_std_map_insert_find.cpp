// <map>: insert of pairs and braces, ordered iteration, find/count/erase/lower_bound, a map of a user struct (issue 14)
#include <map>
#include <utility>
#include <cstdio>

struct Rec { int qty; double price; };

int main() {
    std::map<int, int> m;
    m.insert(std::pair<const int, int>(5, 50));
    m.insert({2, 20});
    m.insert({9, 90});
    m.insert({2, 99});   // already there: not replaced
    for (auto &p : m) printf("%d=%d ", p.first, p.second);
    printf("| size %zu\n", m.size());
    auto f = m.find(5);
    if (f != m.end()) f->second += 1;
    printf("find(5) %d, find(4) %s, count(9) %zu\n", m.find(5)->second, m.find(4) == m.end() ? "end" : "?", m.count(9));
    m.erase(2);
    auto lb = m.lower_bound(6);
    printf("lower_bound(6) %d=%d, first %d\n", lb->first, lb->second, m.begin()->first);

    std::map<int, Rec> stock;
    stock.insert({3, Rec{10, 2.5}});
    stock.insert({1, Rec{4, 10.0}});
    stock.insert({2, Rec{7, 1.25}});
    double total = 0;
    for (const auto &e : stock) {
        printf("item %d: %d x %.2f\n", e.first, e.second.qty, e.second.price);
        total += e.second.qty * e.second.price;
    }
    printf("total %.2f\n", total);
    return 0;
}
