// Default member initializers of members whose type is a typedef of a scalar (a class template's member typedef
// too): size_type n = 1; __node_ptr p = nullptr; __buckets_ptr b = &single; as std::_Hashtable declares them.
#include <cstdio>
#include <cstddef>

struct Node { Node *next; int v; };

struct Plain {
  typedef std::size_t size_type;
  typedef Node **bptr;
  typedef unsigned char byte;
  enum Color { RED, GREEN };
  typedef Color color_t;
  bptr buckets = &single;
  size_type count = 1;
  byte tag = 200;
  color_t color = GREEN;
  Node *single = nullptr;
  const size_type cap = 16;
};

template <class T> struct Table {
  typedef std::size_t size_type;
  typedef Node *node_ptr;
  typedef node_ptr *buckets_ptr;
  typedef T value_type;
  buckets_ptr buckets = &single;
  size_type bucket_count = 1;
  size_type element_count = 0;
  Node before;
  value_type scale = 3;
  node_ptr single = nullptr;
  Table() = default;
  Table(size_type n) : bucket_count(n) {}
  size_type grow() { bucket_count = bucket_count * 2 + element_count; return bucket_count; }
};

int main() {
  Plain p;
  printf("%zu %d %d %d %zu\n", p.count, p.tag, p.color, p.buckets == &p.single && p.single == nullptr, p.cap);
  Table<int> t;
  t.element_count = 4;
  std::size_t before = t.bucket_count, grown = t.grow();
  printf("%zu %zu %d %d\n", before, grown, t.scale, t.buckets == &t.single);
  Table<double> u(7);
  printf("%zu %zu %.1f %d\n", u.bucket_count, u.element_count, u.scale, u.single == nullptr);
  return 0;
}
