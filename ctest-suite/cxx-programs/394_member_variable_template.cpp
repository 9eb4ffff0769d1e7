// static data member templates of a class template, named in its members' instances and from outside
#include <cstdio>
#include <type_traits>
template<class K> struct M {
  template<class U, class V = std::remove_reference_t<U>>
  static constexpr bool usable = std::is_same<const V, const K>::value || (std::is_scalar<V>::value && std::is_scalar<K>::value);
  template<class T> static constexpr int width = sizeof(T) * 8 + sizeof(K);
  template<class P> int f(P&&) {
    if constexpr (usable<typename std::remove_reference_t<P>::first_type>) return 1; else return 2;
  }
  template<class A> int g(A&& a) {
    auto&& x = a;
    if constexpr (usable<decltype(x)>) return 3; else return 4;
  }
  int h() const { return width<short> + width<K>; }
};
struct Pr { typedef long first_type; };
struct Qr { typedef Pr first_type; };
int main() {
  M<int> m; M<Pr> mp; Pr p; Qr q; int i = 0; Pr r;
  printf("%d %d %d %d\n", m.f(p), m.f(q), m.g(i), m.g(r));
  printf("%d %d %d\n", mp.g(r), mp.g(i), mp.f(q));
  printf("%d %d %d\n", M<Pr>::usable<Pr&>, M<int>::usable<Pr>, M<char>::usable<const double&>);
  printf("%d %d %d\n", m.h(), mp.h(), M<double>::width<char>);
}
