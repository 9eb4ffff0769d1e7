// An operator whose operands have no class type uses only non-member operator functions taking an operand's
// enumeration type ([over.match.oper]/3.2). In a template instance jcirc++ also looks operators up at the end of
// the unit (the point of instantiation), where a hidden friend declared later — std::_Deque_iterator's
// operator+(difference_type, const _Self &) — was taken for basic_string's `_S_local_capacity + 1`: any program
// including <deque> and using std::string failed. The same shape with a user class whose friend would convert the
// int operand must still add built-in.
#include <cstdio>
#include <deque>
#include <string>

template <class T> struct Box {
    enum { base = 40 };
    enum Kind { small = 1, large = 2 };
    T v;
    int size() const { return base + 2; }               // enumerator + int: built-in
    int kind() const { return large * 10 + small; }     // enumerator * int + enumerator
    int neg() const { return -base; }
};

struct Num {
    int n;
    Num(int n) : n(n) {}
    friend Num operator+(long a, const Num &b) { return Num(int(a) + b.n + 1000); }   // not a candidate for enum + int
    friend Num operator-(const Num &a) { return Num(-a.n - 1000); }
};

enum Color { red = 1, green = 2 };
static int operator+(Color c, int k) { return int(c) * 100 + k; }   // a candidate: its first parameter is Color

template <class T> int mix(T) { return green + 3; }

int main() {
    std::deque<std::string> names{"ada", "grace"};
    names.push_front("alan");
    std::string joined;
    for (const std::string &s : names) joined += s + ",";
    std::printf("%s %zu\n", joined.c_str(), names.size());
    Box<int> b{7};
    std::printf("%d %d %d\n", b.size(), b.kind(), b.neg());
    std::printf("%d\n", mix(1));
    Num x = 5L + Num(1);
    std::printf("%d\n", x.n);
    return 0;
}
