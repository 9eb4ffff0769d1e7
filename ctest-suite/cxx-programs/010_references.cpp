// References as pointers: lvalue references to locals, parameters (T&, const T&, T&&), results (T& f()),
// references to class objects and their members, const T& bound to temporaries (lifetime extended),
// member functions taking and returning references, overloads on reference kinds.
#include <stdio.h>
struct V {
    int x, y;
    int &at(int i) { if (i == 0) return x; return y; }
    const int &cat(int i) const { if (i == 0) return x; return this->y; }
    void add(const V &o) { x += o.x; y += o.y; }
    V(int a, int b) : x(a), y(b) {}
};
static void swap(int &a, int &b) { int t = a; a = b; b = t; }
static int &pick(int &a, int &b, bool first) { if (first) return a; return b; }
static long sum(const long &a, const long &b) { return a + b; }
static int kind(int &) { return 1; }
static int kind(const int &) { return 2; }
static int take(int &&r) { r += 1; return r; }
static int counter;
static int &count() { return counter; }
static double half(const double &d) { return d / 2; }
int main() {
    int a = 1, b = 2;
    swap(a, b);
    printf("%d %d\n", a, b);
    int &r = a;
    r = 10;
    r += 5;
    int *pr = &r;
    *pr += 1;
    printf("%d %d %zu\n", a, r, sizeof(r));
    pick(a, b, false) = 42;
    ++pick(a, b, true);
    printf("%d %d\n", a, b);
    printf("%ld %ld\n", sum(3, 4L), sum(a, b));
    const int &c = a + b;   // a temporary, extended
    a = 0;
    printf("%d\n", c);
    const int ci = 5;
    printf("%d %d %d\n", kind(a), kind(ci), take(7));
    count() = 3;
    count()++;
    printf("%d %g %g\n", counter, half(5), half(a + 1.0));
    V v(1, 2), w(10, 20);
    V &rv = v;
    rv.add(w);
    rv.at(1) = 99;
    const V &cv = v;
    printf("%d %d %d %d\n", v.x, v.y, cv.cat(0), rv.at(0) + cv.cat(1));
    return 0;
}
