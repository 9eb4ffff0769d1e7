// Constructors (member-initializer lists in member order, default and overloaded) and destructors at the end
// of blocks, return (with a value computed before), break and continue, in reverse order.
#include <stdio.h>
struct S {
    int x, y;
    S() : y(2), x(1) {}
    S(int a, int b) : x(a), y(b + x) { printf("ctor %d %d\n", x, y); }
    ~S() { printf("dtor %d\n", x); }
    int sum() const { return x + y; }
};
static int f(int n) {
    S a(10, n);
    for (int i = 0; i < 3; i++) {
        S b(20 + i, 0);
        if (i == 1) continue;
        if (i == 2) break;
        printf("loop %d\n", b.sum());
    }
    if (n > 5) { S c(30, 1); return c.sum() + a.x; }
    return a.sum();
}
int main() { S a; S b(3, 4); printf("%d %d\n", a.x, b.y); printf("f %d\n", f(1)); printf("f %d\n", f(7)); { S inner(5, 5); } return 0; }
