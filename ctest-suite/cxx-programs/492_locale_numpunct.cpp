// std::use_facet / std::has_facet of std::numpunct<char> and <wchar_t> (libstdc++.so's instances: their mangled names
// carry no ABI tag of their return type, since the template argument shows std::__cxx11).
#include <locale>
#include <string>
#include <cstdio>
template <class C> C decimal_point(const std::locale& l) { return std::use_facet<std::numpunct<C>>(l).decimal_point(); }
template <class C> std::string grouping(const std::locale& l) {
  auto& f = std::use_facet<std::numpunct<C>>(l);
  return f.grouping();
}
int main() {
  std::locale loc;
  const std::numpunct<char>& np = std::use_facet<std::numpunct<char>>(loc);
  std::printf("[%c] [%c] %d\n", np.decimal_point(), np.thousands_sep(), (int)np.grouping().size());
  std::printf("%s %s\n", np.truename().c_str(), np.falsename().c_str());
  std::printf("%d %d\n", (int)std::has_facet<std::numpunct<char>>(loc), (int)std::has_facet<std::numpunct<wchar_t>>(loc));
  std::printf("%c %d %d\n", decimal_point<char>(loc), (int)decimal_point<wchar_t>(loc), (int)grouping<char>(loc).size());
  std::printf("%d\n", (int)std::use_facet<std::ctype<char>>(loc).toupper('a'));
  return 0;
}
