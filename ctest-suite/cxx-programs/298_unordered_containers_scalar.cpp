// std::unordered_map<int, long> and std::unordered_set<int> in one program (emplace/insert/find/count/erase/reserve/
// rehash, range-for summed: order-independent output), and the two rules they needed, isolated:
// - a call in a class template instance with a conditional argument whose branch is a member call CDT leaves
//   unresolved (hashtable.h's _M_erase: _M_remove_bucket_begin(__bkt, __n->_M_next(), __n->_M_nxt ? _M_bucket_index(…) : 0));
// - WRONG CODE before: a default member initializer naming a member (__buckets_ptr _M_buckets = &_M_single_bucket;) in
//   the implicit default constructor of a second instance of a class template loaded 'this' from a global '@this'
//   (unordered_set<int> after unordered_map<int, long> crashed). An instance whose member types differ (T **b = &s; in
//   Tab<double> after Tab<int>) is cxx 299 (default member initializers analysed per class instance).
#include <unordered_map>
#include <unordered_set>
#include <cstdio>

template<class V> struct Node { V v; Node *next; Node *nextNode() const { return next; } };
template<class V> struct Table {
  unsigned long count = 7;
  unsigned long index(const Node<V>& n) const { return (unsigned long)n.v % count; }
  unsigned long index(unsigned long code, int) const { return code % 3; }
  void remove(unsigned long bkt, Node<V>* next, unsigned long nextBkt) { printf("remove %lu %d %lu\n", bkt, next ? (int)next->v : -1, nextBkt); }
  void remove(const char*) {}
  void erase(unsigned long bkt, Node<V>* n) { remove(bkt, n->nextNode(), n->next ? index(*n->nextNode()) : 0); }
};

int main() {
  Node<int> c{12, nullptr}, b{10, &c}, a{5, &b};
  Table<int> t;
  t.erase(1, &a);
  t.erase(2, &b);
  t.erase(3, &c);


  std::unordered_map<int, long> m;
  m.reserve(64);
  for (int i = 0; i < 40; i++) m.emplace(i, i * 3L);
  m.insert({100, 7});
  printf("size %zu count7 %zu count99 %zu\n", m.size(), m.count(7), m.count(99));
  auto f = m.find(12);
  if (f != m.end()) printf("found %d %ld\n", f->first, f->second);
  f->second += 1000;
  printf("again %ld\n", m.find(12)->second);
  m.erase(12);
  for (int i = 0; i < 40; i += 2) m.erase(i);
  printf("after erase %zu find12 %d\n", m.size(), (int)(m.find(12) != m.end()));
  m.rehash(200);
  printf("buckets>=200 %d\n", (int)(m.bucket_count() >= 200));
  long sum = 0;
  for (const auto& kv : m) sum += kv.first * 1000 + kv.second;
  printf("sum %ld\n", sum);
  std::unordered_set<int> si;
  for (int i = 0; i < 100; i++) si.insert(i % 17);
  printf("si %zu %zu %zu\n", si.size(), si.count(5), si.count(17));
  si.erase(5);
  long s2 = 0;
  for (int v : si) s2 += v;
  printf("si %zu %ld\n", si.size(), s2);
}
