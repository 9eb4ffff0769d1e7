// s = t of a trivially copy-assignable class (CDT's implicit operator=, a copy of the bytes) is an lvalue designating
// s: a reference binds to it, a member of it is assigned through it ({fmt}'s uint128_fallback::operator>>=).
#include <cstdio>
struct V {
  unsigned long lo_, hi_;
  V operator>>(int s) const { V r{lo_ >> s, hi_}; return r; }
  V& a(const V& o) { return *this = o; }
  V& b(int shift) { V& r = (*this = *this >> shift); return r; }
  V& c(int shift) { return *this = *this >> shift; }
};
V mk() { return V{1, 2}; }
int main() {
  V v{256, 0}, w{1, 1};
  v.a(w).lo_ += 5;
  V& q = (w = mk());
  q.hi_ = 9;
  V x{1024, 3};
  x.b(2).c(1).hi_ += 10;
  std::printf("%lu %lu %lu %lu %lu\n", v.lo_, w.lo_, w.hi_, x.lo_, x.hi_);
  V* p = &(v = x);
  std::printf("%d %lu\n", (int)(p == &v), v.lo_);
  return 0;
}
