// A qualified call of a base's non-static member function from a member function of a class template instance,
// through a member typedef of a base (__hash_code_base::_M_bucket_index(__n, _M_bucket_count) in std::_Hashtable):
// the implied object is *this, overloads are chosen for the instantiated arguments (one parameter type depends
// on the template's arguments), a derived member of the same name hides the base's, and a qualified call of a
// virtual function calls the named class's function, not the final overrider.
#include <cstdio>
#include <cstddef>

template <class V> struct NodeValue { V v; };

template <class V, class H> struct CodeBase {
  std::size_t _M_bucket_index(std::size_t code, std::size_t n) const noexcept { return code % n; }
  std::size_t _M_bucket_index(const NodeValue<V> &node, std::size_t n) const noexcept(noexcept(H()(V()))) {
    return H()(node.v) % n;
  }
  virtual const char *name() const { return "CodeBase"; }
  virtual ~CodeBase() {}
};

template <class V, class H> struct TableBase : CodeBase<V, H> { typedef CodeBase<V, H> hash_code_base; };

struct IntHash { std::size_t operator()(int x) const noexcept { return x * 7u; } };
struct LenHash { std::size_t operator()(const char *s) const noexcept { std::size_t n = 0; while (s[n]) n++; return n; } };

template <class V, class H> struct Table : TableBase<V, H> {
  using table_base = TableBase<V, H>;
  using hash_code_base = typename table_base::hash_code_base;
  using node_value_type = NodeValue<V>;
  std::size_t bucket_count = 5;
  // hide the base's overloads; reach them with the qualified name
  std::size_t _M_bucket_index(const node_value_type &n) const noexcept { return hash_code_base::_M_bucket_index(n, bucket_count); }
  std::size_t _M_bucket_index(std::size_t code) const noexcept { return hash_code_base::_M_bucket_index(code, bucket_count); }
  const char *name() const override { return "Table"; }
  const char *base_name() const { return hash_code_base::name(); }
  const char *own_name() const { return this->name(); }
};

int main() {
  Table<int, IntHash> t;
  NodeValue<int> a{3}, b{11};
  printf("%zu %zu %zu\n", t._M_bucket_index(a), t._M_bucket_index(b), t._M_bucket_index((std::size_t)13));
  Table<const char *, LenHash> s;
  s.bucket_count = 4;
  NodeValue<const char *> w{"hello"}, x{"hashing"};
  printf("%zu %zu %zu\n", s._M_bucket_index(w), s._M_bucket_index(x), s._M_bucket_index((std::size_t)9));
  const CodeBase<int, IntHash> &cb = t;
  printf("%s %s %s\n", t.base_name(), t.own_name(), cb.name());
  return 0;
}
