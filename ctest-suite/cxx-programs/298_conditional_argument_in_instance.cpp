// A call in a class template instance whose argument is a conditional expression with a member call in a branch
// (hashtable.h's _M_erase: _M_remove_bucket_begin(__bkt, __n->_M_next(), __n->_M_nxt ? _M_bucket_index(*__n->_M_next()) : 0)):
// CDT leaves the call unresolved; the branches are instantiated as arguments are and the callee chosen for them.
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
}
