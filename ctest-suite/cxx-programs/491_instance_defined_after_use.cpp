// A function template named by an explicit specialization before the template's definition, whose body names a class
// completed in between: its instance is generated after the definition ({fmt}'s thousands_sep<wchar_t> before
// <locale> is included).
#include <cstdio>
struct Later;
template <class C> int impl(const Later& l);
template <class C> inline int front(const Later& l) { return impl<C>(l); }
template <> inline int front<wchar_t>(const Later& l) { return impl<wchar_t>(l) + 100; }
struct Later {
  int v;
  Later() : v(7) {}
  Later(const Later& o) : v(o.v + 1) {}
  ~Later() { std::printf("~Later %d\n", v); }
  int get() const { return v; }
};
template <class C> int impl(const Later& l) { Later copy = l; return copy.get() + (int)sizeof(C); }
int main() {
  Later l;
  std::printf("%d\n", front<char>(l));
  std::printf("%d\n", front<wchar_t>(l));
  return 0;
}
