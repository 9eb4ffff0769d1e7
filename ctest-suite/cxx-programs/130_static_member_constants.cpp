// Static data members initialized in their class (integral, enum, bool, floating), in plain classes and
// class templates (as <type_traits>' integral_constant), read in constant expressions and at run time.
#include <cstdio>

enum Style { absent = 0, present = 1 };

struct Limits {
    static const int digits = 31;
    static constexpr long big = 1L << 40;
    static constexpr bool is_signed = bool(-1 < 0);
    static constexpr Style style = bool(1) ? present : absent;
    static constexpr double half = 0.5;
    typedef int value_type;
    value_type v;
};

template<class T, T v> struct constant {
    static constexpr T value = v;
    typedef T value_type;
    typedef constant<T, v> type;
};

typedef constant<bool, true> yes;
typedef constant<bool, false> no;

template<class T> struct is_int : no {};
template<> struct is_int<int> : yes {};

namespace lib { typedef unsigned long size_type; }

int table[Limits::digits + 1];

int main() {
    Limits l;
    l.v = Limits::digits;
    lib::size_type n = sizeof table / sizeof table[0];
    std::printf("%d %ld %d %d %.2f %d %lu\n", l.v, Limits::big, Limits::is_signed, (int)Limits::style, Limits::half, Limits::digits * 2, n);
    std::printf("%d %d %d\n", (int)constant<int, 7>::value, constant<short, -3>::value, (int)constant<char, 'x'>::value);
    std::printf("%d %d %d\n", is_int<int>::value, is_int<long>::value, is_int<int>::type::value);
    int local = yes::value ? 10 : 20;
    switch (local) {
    case constant<int, 10>::value: std::printf("ten\n"); break;
    default: std::printf("other\n");
    }
    return 0;
}
