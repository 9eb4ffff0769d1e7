// Bases named by a dependent member typedef of a class template instance (type_traits's __is_invocable :
// __is_invocable_impl<__invoke_result<F, A...>, void>::type): the typedef names a class instance or a plain class.
#include <cstdio>
template<class T, T v> struct constant { static constexpr T value = v; typedef constant type; T get() const { return v; } };
typedef constant<bool, true> yes;
typedef constant<bool, false> no;
struct Plain { int p = 7; int get() const { return p; } };
template<class T> struct pick { typedef no type; };
template<> struct pick<int> { typedef yes type; };
template<> struct pick<char> { typedef Plain type; };
template<class R> struct result { typedef R type; };
template<class R, class = void> struct impl : no {};
template<class R> struct impl<R, typename result<R>::type> : yes {};
// bases named by a dependent member typedef of a class template instance
template<class T> struct is_it : pick<T>::type { };
template<class T> struct wrap : impl<result<T>, void>::type { int extra = 3; };
template<class T> struct twice : pick<T>::type::type { };
int main() {
  is_it<int> a; is_it<long> b; is_it<char> c;
  printf("%d %d %d\n", (int)is_it<int>::value, (int)is_it<long>::value, c.get());
  printf("%d %d\n", (int)a.get(), (int)b.get());
  wrap<void> w;
  printf("%d %d %d\n", (int)wrap<void>::value, (int)w.get(), w.extra);
  printf("%d %d\n", (int)twice<int>::value, (int)twice<double>{}.get());
  printf("%d\n", (int)sizeof(is_it<char>));
  return 0;
}
