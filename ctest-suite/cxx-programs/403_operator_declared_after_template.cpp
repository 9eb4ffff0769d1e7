// An operator in a class template instance whose candidates are declared after the template (std::equal_to<std::string>:
// stl_function.h's __x == __y before basic_string.h's operator== templates, one of them with an enable_if result):
// CDT's deferred function for the dependent operands is resolved at the end of the unit, the instance's point of
// instantiation.
#include <cstdio>
#include <string>
template<class T> struct Eq { bool operator()(const T& a, const T& b) const { return a == b; } };
template<class T> struct Ne { bool operator()(const T& a, const T& b) const { return a != b; } };
template<class C> struct Str { C c; };
template<class C> bool operator==(const Str<C>& a, const Str<C>& b) { return a.c == b.c; }
template<class C> struct IsChar { enum { value = 0 }; };
template<> struct IsChar<char> { enum { value = 1 }; };
template<bool B, class R> struct EnableIf {};
template<class R> struct EnableIf<true, R> { typedef R type; };
template<class C> typename EnableIf<IsChar<C>::value, bool>::type operator!=(const Str<C>& a, const Str<C>& b) { return a.c != b.c; }
int main() {
  Eq<Str<char>> e; Ne<Str<char>> n;
  printf("%d %d %d %d\n", e(Str<char>{'a'}, Str<char>{'a'}), e(Str<char>{'a'}, Str<char>{'b'}), n(Str<char>{'a'}, Str<char>{'a'}), n(Str<char>{'a'}, Str<char>{'b'}));
  std::equal_to<std::string> eq; std::string a = "ab", b = "ab", c = "x";
  printf("%d %d\n", (int)eq(a, b), (int)eq(a, c));
}
