// C++ assignments, compound assignments and prefix ++/-- are lvalues (<cstddef>'s std::byte operators).
#include <cstddef>
#include <cstdio>

static int &bump(int &r) { return ++r; }
static int &orIn(int &l, int r) { return l |= r; }
static int &set(int &l, int v) { return l = v; }
struct S { int a[3]; };

int main() {
    int x = 1, y = 0;
    (x = 5) += 2;
    std::printf("%d\n", x);
    int &r = (y = 3);
    r = 9;
    std::printf("%d\n", y);
    ++bump(x);
    std::printf("%d\n", x);
    --(x -= 1);
    std::printf("%d\n", x);
    int i = 0;
    S s = {{10, 20, 30}};
    (s.a[i++] += 5) *= 2;   // i++ once
    std::printf("%d %d %d i=%d\n", s.a[0], s.a[1], s.a[2], i);
    int *p = &(s.a[1] = 7);
    std::printf("%d %d\n", *p, (int)(p == &s.a[1]));
    orIn(set(x, 8), 3);
    std::printf("%d\n", x);
    std::byte b = std::byte(0x0f), c = std::byte(0xf0);
    b |= c;
    std::printf("%d\n", std::to_integer<int>(b));
    b &= std::byte(0x3c);
    std::printf("%d\n", std::to_integer<int>(b));
    b ^= std::byte(0xff);
    std::printf("%d %d\n", std::to_integer<int>(b), std::to_integer<int>(b << 1));
    return 0;
}
