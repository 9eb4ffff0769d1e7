// An integer literal's type is the first of [lex.icon]'s list that holds its value: 0xff77b1fcbebcdc4f is an
// unsigned long, 0x80000000 an unsigned int, 3000000000 a long. Wrong code before: a deduced T was int, and
// P{0xff77b1fcbebcdc4f, 2} with P(uint64_t hi, uint64_t lo) initialized the members in order ({fmt}'s tables).
#include <cstdio>
#include <cstdint>
struct P { uint64_t lo_, hi_; constexpr P(uint64_t hi, uint64_t lo) : lo_(lo), hi_(hi) {} };
template <class T> int sz(T) { return sizeof(T); }
template <class T> int sg(T) { return T(-1) < T(0); }
P get(int k) { static constexpr const P tab[] = {{0xff77b1fcbebcdc4f, 0x25e8e89c13bb0f7b}, {3, 4}}; return tab[k]; }
int main() {
  std::printf("%d %d %d %d %d %d\n", sz(0xff77b1fcbebcdc4f), sg(0xff77b1fcbebcdc4f), sz(0x80000000), sg(0x80000000), sz(3000000000), sg(3000000000));
  std::printf("%d %d %d %d\n", sz(0x7fffffff), sz(4294967295u), sz(0x100000000u), sg(0xffffffffffffffffl));
  P b{0xff77b1fcbebcdc4f, 2};
  P c = {0x8000000000000000, 1};
  std::printf("%lx %lx %lx %lx\n", (unsigned long)b.hi_, (unsigned long)b.lo_, (unsigned long)c.hi_, (unsigned long)get(0).lo_);
  return 0;
}
