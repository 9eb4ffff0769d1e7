// std::list of a user class: push/pop at both ends, insert/erase with iterators, splice, sort, unique, remove_if, reverse
#include <list>
#include <cstdio>

struct Item {
  int key;
  int weight;
  bool operator<(const Item& o) const { return key < o.key; }
  bool operator==(const Item& o) const { return key == o.key; }
};

static void show(const char* what, const std::list<Item>& l) {
  printf("%s (%zu):", what, l.size());
  for (const Item& i : l) printf(" %d/%d", i.key, i.weight);
  printf("\n");
}

struct Heavy {
  bool operator()(const Item& i) const { return i.weight > 50; }
};

int main() {
  std::list<Item> l;
  l.push_back({5, 10});
  l.push_back({3, 60});
  l.push_front({8, 20});
  l.push_front({1, 70});
  l.emplace_back(Item{3, 5});
  show("built", l);
  printf("front %d back %d\n", l.front().key, l.back().key);
  l.pop_front();
  l.pop_back();
  show("popped", l);

  auto it = l.begin();
  ++it;
  it = l.insert(it, Item{4, 40});
  printf("inserted before %d\n", std::next(it)->key);
  it = l.erase(std::next(it));
  printf("erased, now at %d\n", it->key);
  show("edited", l);

  std::list<Item> other{{9, 1}, {2, 55}, {2, 56}, {7, 7}};
  l.splice(l.end(), other);
  printf("other empty: %d\n", (int)other.empty());
  show("spliced", l);

  l.sort();
  show("sorted", l);
  l.unique();
  show("unique", l);
  l.remove_if(Heavy());
  show("light", l);
  l.reverse();
  show("reversed", l);

  std::list<int> nums{4, 1, 3, 1, 2};
  nums.sort([](int a, int b) { return a > b; });
  nums.remove(1);
  int sum = 0;
  for (auto r = nums.rbegin(); r != nums.rend(); ++r) sum = sum * 10 + *r;
  printf("nums %d size %zu\n", sum, nums.size());
  return 0;
}
