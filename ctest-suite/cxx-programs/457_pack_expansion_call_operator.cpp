// A call of a closure or of a class's operator() whose arguments are a pack expansion, f(std::forward<A>(a)...)
// (std::__invoke_impl; std::apply and std::thread reach it): one argument per pack element ("unsupported expression" before).
#include <cstdio>
#include <utility>
#include <tuple>
struct Add { int k; int operator()(int a, long b, char c) const { return k + a + (int) b + c; } };
template<class F, class... A> int call(F &&f, A &&... a) { return std::forward<F>(f)(std::forward<A>(a)...); }
template<class F, class... A> int call2(F f, A... a) { return f(a..., 'b'); }
int main() {
  Add add{100};
  auto lam = [](int a, long b, char c) { return a * (int) b + c; };
  printf("%d %d\n", call(add, 1, 2L, 'a'), call(Add{5}, 1, 2L, 'a'));
  printf("%d %d\n", call(lam, 3, 4L, 'a'), call([](int a, long b, char c) { return a - (int) b - c; }, 9, 1L, 'a'));
  printf("%d %d\n", call2(add, 1, 2L), call2(lam, 2, 3L));
  int k = 7;
  printf("%d\n", call([&k](int a, long b, char c) mutable { k += a; return k + (int) b + c; }, 1, 1L, 'c'));
  printf("%d\n", k);
  auto t = std::make_tuple(6, 7L, 'd');
  printf("%d %d\n", std::apply(lam, t), std::apply(Add{1}, std::make_tuple(2, 3L, 'e')));
}
