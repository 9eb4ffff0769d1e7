// Bit-field members in C++ (gcc's g++.dg/torture/pr33819): a mem-initializer `a(v)` of a bit-field member stored the
// whole value over the bit-field's storage unit (clobbering its neighbours, and past the object for the last one), and
// `(a << 16) >> 16` of a `long long a : 48` was computed modulo 2^48 as gcc's C does, where in C++ a bit-field has its
// declared type (wrong code before).
#include <cstdio>

class s {
public:
    s(long long aa) : a(aa), i1(0) {}
    long long id() const { return (this->a << 16) >> 16; }
    bool operator<(s sv) { return this->a < sv.id(); }
    long long raw() const { return a; }
private:
    long long a : 48;
    int i1 : 16;
};

struct T {
    T(int x, int y, bool f) : lo(x), hi(y), flag(f), wide(x) {}
    T() : lo(), hi(), flag(), wide() {}
    unsigned lo : 5;
    int hi : 11;
    bool flag : 1;
    unsigned long long wide : 40;
    char tail;
};

s g(1);

int main() {
    s big((1LL << 38) - 1);
    std::printf("%lld %lld %lld %d %d\n", g.raw(), big.raw(), big.id(), (int)(g < (1LL << 38) - 1), (int)(big < 1));
    T t(37, -3, true);
    t.tail = 'x';
    std::printf("%u %d %d %llu %c\n", t.lo, t.hi, (int)t.flag, t.wide, t.tail);
    T z;
    std::printf("%u %d %d %llu\n", z.lo, z.hi, (int)z.flag, z.wide);
    unsigned long long w = t.wide << 36;
    std::printf("%llx %zu\n", w, sizeof(t.wide + 1));
    return g < (1LL << 38) - 1 ? 0 : 1;
}
