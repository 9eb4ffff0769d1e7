// noexcept(e) where e calls a member of a class template instance whose exception specification is
// noexcept(noexcept(declval<const Hash&>()(k)) && ...): the specification is evaluated under the instance's arguments
// (std::_Hashtable's destructor static_asserts this of _M_bucket_index; a throwing Hash makes it false).
#include <utility>
#include <cstdio>
struct H { unsigned long operator()(int x) const noexcept { return x * 7u; } };
struct H2 { unsigned long operator()(int x) const { return x * 7u; } };
struct R { unsigned long operator()(unsigned long a, unsigned long b) const noexcept { return a % b; } };
template<class Hash, class Range> struct Base {
  unsigned long idx(const int& n, unsigned long c) const
    noexcept(noexcept(std::declval<const Hash&>()(std::declval<const int&>())) && noexcept(std::declval<const Range&>()((unsigned long)0, (unsigned long)0)))
  { return Range{}(Hash{}(n), c); }
};
template<class Hash, class Range> struct Table : Base<Hash,Range> {
  struct Access : Base<Hash,Range> { using Base<Hash,Range>::idx; };
  static constexpr bool nothrow = noexcept(std::declval<const Access&>().idx(std::declval<const int&>(), (unsigned long)0));
  unsigned long get(int k) const { return this->idx(k, 5); }
  ~Table() { static_assert(noexcept(std::declval<const Access&>().idx(std::declval<const int&>(), (unsigned long)0)), "x"); }
};
int main() {
  Table<H, R> t;
  printf("%lu %d %d\n", t.get(3), (int)Table<H, R>::nothrow, (int)Table<H2, R>::nothrow);
}
