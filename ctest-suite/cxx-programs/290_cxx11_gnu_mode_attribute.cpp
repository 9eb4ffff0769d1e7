// GNU mode attribute in C++11 attribute syntax (gcc's g++.dg/cpp0x/gen-attrs-3): `[[gnu::mode(QI)]] int a;` and
// `f([[gnu::mode(QI)]] int o)` put the attribute on the declaration, not on its type specifier; jcirc++ read it only
// there and after a declarator, so sizeof a, sizeof o and sizeof l were 4 (wrong code before).
#include <cstdio>

[[gnu::mode(QI)]] signed int a;
static unsigned int b [[gnu::mode(QI)]];
[[gnu::mode(HI)]] unsigned u = 0xffffff;

static int param_size([[gnu::mode(QI)]] int o) { return (int)sizeof(o) * 100 + o; }

typedef int hi [[gnu::mode(HI)]];
struct S { [[gnu::mode(QI)]] int c; [[gnu::mode(HI)]] int h; };

int main() {
    [[gnu::mode(HI)]] int l = 70000;
    [[gnu::mode(DI)]] int d = 1;
    a = 300;
    b = 300;
    std::printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof a, sizeof b, sizeof u, sizeof(hi), sizeof l, sizeof d, sizeof(S));
    std::printf("%d %u %u %d %d\n", a, (unsigned)b, (unsigned)u, param_size(257), (int)l);
    std::printf("%zu\n", sizeof((__attribute((mode(QI))) signed int)b));
    return 0;
}
