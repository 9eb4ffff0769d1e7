// <string>'s first blockers, without the headers: __builtin_addressof (move.h's std::__addressof) takes the address
// of an lvalue and never calls the class's operator& (also in a function template, of const objects and array
// elements); typedefs of one name in two namespaces (std::string and std::pmr::string) are two typedefs, and explicit
// specializations of a class template for the two types they name (hash<string>, hash<pmr::string>) are two classes.
#include <cstdio>

struct Evil {
  int v;
  Evil* operator&() { printf("operator& called\n"); return nullptr; }
};

template <typename T> inline T* addr(T& r) { return __builtin_addressof(r); }

template <class T, class A = int> struct B {
  T t;
  A a;
  int size() const { return (int)sizeof(A); }
};

namespace n {
template <class T> struct H;
typedef B<char> string;
template <> struct H<string> { int operator()() const { return 1; } };
namespace p {
using string = B<char, double>;
typedef int count;
}
template <> struct H<p::string> { int operator()() const { return 2; } };
template <> struct H<B<char, long>> { int operator()() const { return 3; } };
int g() { string s; return s.size(); }
p::count k() { return 5; }
}  // namespace n

typedef long string;
typedef short count;

int main() {
  Evil e{7};
  Evil* pe = __builtin_addressof(e);
  printf("%d %d\n", pe->v, addr(e)->v);
  const Evil ce{8};
  printf("%d\n", addr(ce)->v);
  int arr[3] = {1, 2, 3};
  int* p2 = __builtin_addressof(arr[1]);
  *p2 = 20;
  *addr(arr[2]) += 10;
  printf("%d %d %d\n", arr[0], arr[1], arr[2]);
  n::string a;
  n::p::string b;
  string c = 7;
  count d = 9;
  printf("%d %d %d %d %d %ld %d\n", a.size(), b.size(), n::H<n::string>()(), n::H<n::p::string>()(), n::g(), c, d);
  printf("%d %d %d %d\n", n::H<B<char>>()(), n::H<B<char, double>>()(), n::H<B<char, long>>()(), n::k());
  printf("%d %d\n", (int)sizeof(string), (int)sizeof(n::p::count));
  return 0;
}
