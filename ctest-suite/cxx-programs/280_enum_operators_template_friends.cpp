// Operators on enumerations in a namespace that also holds a class template with hidden friend operators
// (`<memory>`: atomic_base.h's `__m == memory_order_acq_rel`, `(__m & __memory_order_mask) != memory_order_release`
// next to allocator.h's `friend bool operator!=(const allocator&, const allocator&)`). CDT chose the uninstantiated
// friend, whose parameters name the template's own parameter ("calling 'operator !=' here is not supported yet");
// the builtin operator, or a user operator on the enumeration, is the one called.
// Integral promotion of an unscoped enumeration without a fixed type ([conv.prom]/3) is to the first of int, unsigned
// int, long that holds all its values (was its gcc C compatible type, unsigned int without negative constants:
// `e - 2 < 0` was false, wrong code); an enumerator int cannot hold (0xffff0000) has its enumeration's type (its
// constant was an out-of-range int, rejected by the IR verifier).
#include <cstdio>

namespace s {
template <class T> struct al {
    al() {}
    template <class U> al(const al<U> &) {}
    friend bool operator==(const al &, const al &) { return true; }
    friend bool operator!=(const al &, const al &) { return false; }
    friend int operator+(const al &, int) { return 0; }
};
template <class T, class U> bool operator==(const al<T> &, const al<U> &) { return true; }

typedef enum mo { relaxed, consume, acquire, release, acq_rel, seq_cst } mo;
enum mod { mask = 0x0ffff, modifier_mask = 0xffff0000, hle_acquire = 0x10000 };
enum class E { x, y };

constexpr mo operator|(mo m, mod d) { return mo(int(m) | int(d)); }
constexpr mo operator&(mo m, mod d) { return mo(int(m) & int(d)); }
constexpr mo failure_order2(mo m) noexcept { return m == acq_rel ? acquire : m == release ? relaxed : m; }
constexpr mo failure_order(mo m) noexcept { return mo(failure_order2(m & mask) | mod(m & modifier_mask)); }
constexpr bool valid_failure(mo m) noexcept { return (m & mask) != release && (m & mask) != acq_rel; }

bool operator!=(E p, E q) { std::printf("user!= "); return int(p) == int(q); }
int operator+(mo m, int k) { return int(m) * 100 + k; }
bool ne(E e) { return e != E::y; }
int plus(mo m) { return m + 1; }
int plus2(int i) { return i + release; }
}

static_assert(s::failure_order(s::acq_rel) == s::acquire, "constant");

int main(int argc, char **) {
    using namespace s;
    for (int i = 0; i <= seq_cst; i++)
        std::printf("%d: %d %d %d\n", i, failure_order2(mo(i)), failure_order(mo(i | hle_acquire)), valid_failure(mo(i)));
    std::printf("%d %d\n", ne(E::y), ne(E::x));
    std::printf("%d %d %d\n", plus(acq_rel), plus2(4), release < acq_rel);
    enum Small { one = 1, five = 5 };
    Small e = argc > 5 ? five : one;
    mod big = argc > 5 ? mask : modifier_mask;
    std::printf("%d %d %d %d %d %u\n", e - 2 < 0, one - 2 < 0, (int)sizeof(e + 0), big > -1, modifier_mask > -1, big & modifier_mask);
    al<int> x;
    al<char> y;
    std::printf("%d %d\n", x == y, x != x);
    return 0;
}
