// sizeof and alignof (and GNU __alignof__) of types as non-type template arguments, in a class template's base
// clause and members under the instance's arguments and outside templates: __gnu_cxx::__aligned_buffer<_Tp> derives
// from std::aligned_storage<sizeof(_Tp), __alignof__(_Tp)>.
#include <cstdio>
#include <cstddef>
#include <type_traits>

template <std::size_t N> struct Size { static constexpr std::size_t value = N; };

template <typename T> struct SizeOf : std::integral_constant<std::size_t, sizeof(T)> {};
template <typename T> struct AlignOf : std::integral_constant<std::size_t, __alignof__(T)> {};

template <typename T> struct Buffer : std::aligned_storage<sizeof(T), __alignof__(T)> {
  Size<sizeof(T) * 2> twice;
  AlignOf<T> alignment;
  Size<(sizeof(T) + sizeof(long) - 1) / sizeof(long)> words;
};

struct Wide { char c; double d; int i; };
struct Small { short s; char c; };

int main() {
  printf("%zu %zu %zu %zu\n", SizeOf<char>::value, SizeOf<int>::value, SizeOf<long double>::value, SizeOf<Wide>::value);
  printf("%zu %zu %zu %zu\n", AlignOf<short>::value, AlignOf<double>::value, AlignOf<Small>::value, AlignOf<Wide>::value);
  Buffer<int> a;
  Buffer<Wide> b;
  Buffer<Small> c;
  printf("%zu %zu %zu\n", decltype(a.alignment)::value, decltype(b.alignment)::value, decltype(c.alignment)::value);
  printf("%zu %zu %zu\n", decltype(a.words)::value, decltype(b.words)::value, decltype(c.words)::value);
  printf("%zu %zu\n", decltype(b.twice)::value, Size<sizeof(Small) + alignof(Wide)>::value);
  return 0;
}
