// Temporaries created by overloaded operators returning class objects by value: destroyed at the end of the
// full-expression (also inside a chain (a + b) + c and under ?:), built in place when they initialize an object.
#include <stdio.h>

struct V {
    int x;
    V(int a) : x(a) { printf("  V(%d)\n", x); }
    V(const V &o) : x(o.x) { printf("  V(copy %d)\n", x); }
    ~V() { printf("  ~V(%d)\n", x); }
    V operator-() const { return V(-x); }
    int get() const { return x; }
};
V operator+(const V &a, const V &b) { return V(a.x + b.x); }

int main() {
    V a(1), b(2), c(4);
    printf("sum\n");
    V s = a + b;
    printf("s %d\n", s.x);
    printf("chain\n");
    printf("%d\n", (a + b + c).get());
    printf("unary\n");
    printf("%d\n", (-c).x);
    printf("conditional\n");
    for (int k = 0; k < 2; k++) printf("%d\n", k ? (a + c).x : 0);
    printf("end\n");
    return 0;
}
