// p->m in a class template instance where p's type is dependent (an iterator of the instance, declared with auto or
// with its own type): the operator-> chain is looked up for p's type under the instance's arguments
// (std::unordered_map's operator[]: __pos->second with __pos a _Node_iterator).
#include <cstdio>
#include <utility>
template<class V> struct It {
  V *cur;
  V& operator*() const { return *cur; }
  V* operator->() const { return cur; }
};
template<class V> struct Wrap {   // a chain: Wrap::operator-> returns an It, whose operator-> returns the pointer
  It<V> it;
  It<V> operator->() const { return it; }
};
template<class V> struct Tab {
  V slot;
  std::pair<It<V>, bool> ins() { return {It<V>{&slot}, true}; }
  It<V> find() { return It<V>{&slot}; }
  int& get() {
    auto pos = find();
    auto r = ins().first;
    r->second += 1;
    It<V> named = find();
    named->second *= 2;
    Wrap<V> w{find()};
    w->second += 100;
    return pos->second;
  }
};
int main() { Tab<std::pair<const int, int>> t{{1, 2}}; t.get() += 10; printf("%d %d\n", t.slot.first, t.slot.second); }
