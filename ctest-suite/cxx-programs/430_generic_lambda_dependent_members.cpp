// Generic lambdas whose bodies depend on their 'auto' parameters' class types (p->f() through operator->, (*p).f()
// through operator*, a member call), called directly and from std::sort's instances; a function template returning
// 'auto' (mangled with its declared placeholder, Da, as g++).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>
struct Item {
  int key;
  int weight() const { return key * 10; }
};
struct Handle {
  Item *item;
  Item *operator->() const { return item; }
  Item &operator*() const { return *item; }
};
template <class P> auto weightOf(const P &p) { return (*p).weight(); }
template <class P> auto keyOf(const P &p) { return p.item->key; }
int main() {
  Item a{3}, b{1}, c{2};
  Handle h{&a};
  auto viaArrow = [](const auto &p) { return p->weight() + 1; };
  auto viaStar = [](const auto &p) { return (*p).key; };
  std::printf("%d %d %d %d\n", viaStar(h), viaStar(h), weightOf(h), keyOf(h));
  std::vector<std::unique_ptr<Item>> items;
  items.push_back(std::make_unique<Item>(Item{5}));
  items.push_back(std::make_unique<Item>(Item{2}));
  items.push_back(std::make_unique<Item>(Item{9}));
  items.push_back(std::make_unique<Item>(Item{1}));
  std::sort(items.begin(), items.end(), [](const auto &x, const auto &y) { return x->key < y->key; });
  for (const auto &i : items) std::printf("%d ", viaStar(i));
  std::printf("\n");
  std::vector<Handle> hs{{&a}, {&b}, {&c}};
  std::sort(hs.begin(), hs.end(), [](const auto &x, const auto &y) { return x->weight() > y->weight(); });
  for (const auto &x : hs) std::printf("%d ", viaStar(x));
  std::printf("\n");
  return 0;
}
