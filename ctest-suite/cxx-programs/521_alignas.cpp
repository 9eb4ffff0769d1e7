// alignas in C++ (wrong code before: CDT gives it as an attribute specifier, which Sema ignored — members, classes,
// locals and template members were laid out with their natural alignment, breaking the ABI with g++).
#include <cstdio>
#include <cstddef>
#include <new>
#include <ext/aligned_buffer.h>
template<class T, std::size_t N> struct Buf { char tag; alignas(T) unsigned char raw[sizeof(T) * N]; alignas(N) char x; };
struct A { alignas(64) int w; int v; };
struct B { int w __attribute__((aligned(32))); };
struct alignas(16) C { int x; };
struct DK { static constexpr int K = 32; alignas(K) char c; };
struct Two { alignas(16) int x, y; char c; };
template<std::size_t A> struct Al { char c; alignas(A) int v; };
struct alignas(double) S { char c; };
struct V { double d; };
using B4 = Buf<V, 4>;
// alignas(__alignof__(_Tp2::_M_t)): a member named in an unevaluated operand, in a class template instance
struct Nodes { char c; __gnu_cxx::__aligned_buffer<double> b; __gnu_cxx::__aligned_membuf<long> m; };
int main() {
  alignas(32) int loc = 1;
  printf("%zu %zu %zu %zu %zu %zu %d\n", sizeof(A), alignof(A), sizeof(B), sizeof(C), alignof(C), sizeof(DK), (int)((unsigned long)&loc % 32));
  printf("%zu %zu %zu\n", sizeof(Two), offsetof(Two, y), offsetof(Two, c));
  Buf<V, 4> b; Al<32> a; alignas(V) char arr[3][5];
  printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(B4), alignof(B4), offsetof(B4, raw), offsetof(B4, x), sizeof(Al<32>), offsetof(Al<32>, v), sizeof(S));
  printf("%d %d %d\n", (int)((unsigned long)b.raw % 8), (int)((unsigned long)&a.v % 32), (int)((unsigned long)arr % alignof(V)));
  new (b.raw) V{1.5}; printf("%g\n", reinterpret_cast<V*>(b.raw)->d);
  printf("%zu %zu\n", sizeof(Nodes), offsetof(Nodes, b));
}
