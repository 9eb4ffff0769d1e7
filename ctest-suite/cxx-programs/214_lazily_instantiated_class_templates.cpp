// A class template instance named where it need not be complete is instantiated only where a complete type is
// required ([temp.inst]/2), as <string>'s `namespace pmr { using string = basic_string<char, char_traits<char>,
// polymorphic_allocator<char>>; }` with polymorphic_allocator only declared, and `hash<pmr::string>`: a typedef or
// alias of the instance, a pointer or reference to it, a template argument. Instances first named so and used later
// (objects, sizeof, member access through a reference, by-value arguments, virtual calls, a base) get their layout
// then.
#include <cstdio>

template <class T> struct PA;   // declared only: its instances are incomplete
template <class T> struct Al { int tag = 5; };

template <class C, class A> struct Str {
  typedef A allocator_type;
  typedef C* pointer;
  struct Hider : allocator_type {
    Hider(pointer p) : _M_p(p) {}
    pointer _M_p;
  };
  Hider h;
  long len;
  Str(C* p) : h(p), len(0) { while (p[len]) len++; }
  const C* data() const { return h._M_p; }
};

template <class S> struct HB {
  int operator()(const S& s) const { return s.data()[0]; }
};
template <class T> struct H;
namespace pmr {
using string = Str<char, PA<char>>;   // never complete
typedef Str<wchar_t, PA<wchar_t>> wstring;
}  // namespace pmr
template <> struct H<pmr::string> : HB<pmr::string> {};
template <> struct H<Str<char, Al<char>>> : HB<Str<char, Al<char>>> {};
pmr::string* nothing = nullptr;
int count(const pmr::wstring* p) { return p == nullptr ? 0 : 1; }

template <class T> struct Box {
  T v;
  int pad[3];
  virtual int get() const { return v * 2; }
  virtual ~Box() {}
};
typedef Box<int> IntBox;   // laid out only when an object is made
using ShortBox = Box<short>;
int peek(const IntBox& b) { return b.get() + b.pad[1]; }
int by_value(ShortBox b) { return b.v + b.pad[2]; }
struct Derived : Box<long> {
  int get() const override { return 100 + (int)v; }
};
template <class T> struct Pair { T* first; Box<char>* second; };

int main() {
  char buf[] = "hello";
  Str<char, Al<char>> s(buf);
  printf("%d %d %ld\n", H<Str<char, Al<char>>>()(s), s.h.tag, s.len);
  printf("%d %d\n", nothing == nullptr, count(nullptr));
  IntBox b;
  b.v = 21;
  b.pad[1] = 1;
  printf("%d %d\n", peek(b), (int)sizeof(IntBox));
  ShortBox sb;
  sb.v = 3;
  sb.pad[2] = 4;
  printf("%d %d\n", by_value(sb), (int)sizeof(ShortBox));
  Derived d;
  d.v = 7;
  Box<long>& r = d;
  printf("%d %d\n", r.get(), (int)sizeof(Derived));
  Pair<Box<double>> p{nullptr, nullptr};
  printf("%d %d\n", p.first == nullptr, (int)sizeof(Box<char>));
  printf("\n");
  return 0;
}
