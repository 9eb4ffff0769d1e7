// Scoped enumerations (enum class) with and without a fixed underlying type, unscoped enumerations with one,
// qualified enumerators, switch over a scoped enum, comparisons, static_cast and C casts to integers,
// overloading on enum types, enumerators of same-named enums in classes and namespaces kept apart.
#include <stdio.h>
enum class Color : short { Red, Green = 5, Blue };
enum Small : unsigned char { SA = 1, SB = 200 };
enum class Big : long long { Huge = 1LL << 40 };
enum class Plain { X, Y };
namespace ns { enum class Color { Red = 10 }; }
struct A { enum Kind { One = 1, Two }; int k; };
struct B { enum Kind { One = 11, Two }; };
int name(Color c) {
    switch (c) {
    case Color::Red: return 0;
    case Color::Green: return 1;
    default: return 2;
    }
}
int name(Plain p) { return p == Plain::Y ? 20 : 10; }
int main() {
    Color c = Color::Blue;
    Plain p = Plain::Y;
    Small s = SB;
    printf("%zu %zu %zu %zu\n", sizeof(Color), sizeof(Small), sizeof(Big), sizeof(Plain));
    printf("%d %d %d %d\n", static_cast<int>(c), (int)Color::Green, name(c), name(Color::Red));
    printf("%d %d %lld\n", name(p), s + 1, (long long)Big::Huge);
    printf("%d %d %d %d\n", A::One, B::One, A::Two + B::Two, static_cast<int>(ns::Color::Red));
    Color d = c;
    if (d == Color::Blue && c != Color::Red) printf("eq\n");
    if (c > Color::Green) printf("gt\n");
    A a; a.k = A::Two;
    printf("%d\n", a.k);
    Color arr[3] = {Color::Red, Color::Green, Color::Blue};
    int sum = 0;
    for (int i = 0; i < 3; i++) sum += static_cast<int>(arr[i]) * (i + 1);
    Color e = static_cast<Color>(5);
    printf("%d %d %zu\n", sum, e == Color::Green, sizeof arr);
    return 0;
}
