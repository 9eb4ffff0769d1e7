// Calling a prvalue object's operator() in a class template instance, with an argument that is itself a member call
// (std::__detail::_Hash_code_base::_M_bucket_index: _RangeHash{}(_M_hash_code(_ExtractKey{}(__n._M_v())), __bkt_count)).
#include <cstdio>
#include <utility>
struct Mod { typedef unsigned long first_argument_type; unsigned long operator()(first_argument_type a, unsigned long b) const noexcept { return a % b; } };
template<class T> struct First;
template<class A, class B> struct First<std::pair<A, B>> { using type = A; };
template<class A, class B> struct First<const std::pair<A, B>> { using type = const A; };
template<class P> struct First<P&> { using type = typename First<P>::type&; };
struct Sel { template<class T> typename First<T>::type&& operator()(T&& x) const noexcept { return std::forward<T>(x).first; } };
template<class V> struct NodeV { V v; V& val() { return v; } const V& val() const { return v; } };
template<class K, class V, class Ex, class H, class R> struct B {
  unsigned long hash(const K& k) const { return H{}(k); }
  unsigned long idx(const NodeV<V>& n, unsigned long c) const { return R{}(hash(Ex{}(n.val())), c); }
};
struct Hs { unsigned long operator()(int k) const noexcept { return k * 3u; } };
int main() { B<int, std::pair<int,int>, Sel, Hs, Mod> b; NodeV<std::pair<int,int>> n{{7, 1}}; printf("%lu\n", b.idx(n, 5)); }
