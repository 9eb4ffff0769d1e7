// A member class of a class template instance named outside the instance (O<8>::In, std::aligned_storage<4, 4>::type):
// laid out with its enclosing instance; __attribute__((__aligned__((A)))) with a non-type template parameter takes
// the instance's value, as std::aligned_storage's union type does, which __gnu_cxx::__aligned_buffer stores nodes in.
#include <cstdio>
#include <cstddef>
#include <new>
#include <type_traits>

template <std::size_t L> struct Outer {
  struct In { unsigned char d[L]; int k; };
  union U { unsigned char d[L]; int k; };
  enum E { SIZE = L };
};

template <std::size_t Len, std::size_t Align> struct Storage {
  union type {
    unsigned char data[Len];
    struct __attribute__((__aligned__((Align)))) { } align;
  };
};

template <typename T> struct Buffer : std::aligned_storage<sizeof(T), __alignof__(T)> {
  typename std::aligned_storage<sizeof(T), __alignof__(T)>::type storage;
  void *addr() { return static_cast<void *>(&storage); }
  T *ptr() { return static_cast<T *>(addr()); }
};

struct Pair { int first; double second; };

int main() {
  Outer<8>::In a;
  a.k = 3;
  Outer<8>::U u;
  u.k = 5;
  printf("%zu %d %zu %d %d\n", sizeof a, a.k, sizeof u, u.k, (int)Outer<8>::SIZE);
  printf("%zu %zu %zu %zu\n", sizeof(Storage<4, 4>::type), alignof(Storage<4, 4>::type), sizeof(Storage<3, 8>::type), alignof(Storage<20, 2>::type));
  printf("%zu %zu\n", sizeof(std::aligned_storage<12, 4>::type), alignof(std::aligned_storage<sizeof(double), alignof(double)>::type));
  Buffer<int> bi;
  *bi.ptr() = 41;
  Buffer<Pair> bp;
  Pair *p = ::new (bp.addr()) Pair{7, 2.5};
  printf("%d %d %.1f %zu %zu %zu\n", *bi.ptr(), p->first, bp.ptr()->second, sizeof bi, sizeof bp, alignof(Buffer<Pair>));
  return 0;
}
