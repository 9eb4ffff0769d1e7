// Lambdas: captures by copy and by reference, capture-defaults [=] and [&], mutable, 'this' in member
// functions, nested lambdas, immediately-invoked lambdas, lambdas passed to function templates, closures
// holding structs and references, and g++'s names for their call operators.
#include <stdio.h>

struct Vec { int x, y; };

template <class F> int apply(F f, int v) { return f(v); }
template <class F> void times(int n, F f) { for (int i = 0; i < n; i++) f(i); }
template <class F> int twice(const F &f, int v) { return f(f(v)); }

struct Counter {
    int count;
    int step;
    void run(int n) {
        auto bump = [this](int k) { count += step * k; };
        for (int i = 1; i <= n; i++) bump(i);
        auto get = [=] { return count + step; };   // implicit 'this'
        printf("count=%d get=%d\n", count, get());
    }
    int scaled(int f) const {
        return [&] { return step * f + count; }();
    }
};

static int outer(int base) {
    auto mk = [base](int add) {
        auto inner = [&](int m) { return (base + add) * m; };
        return inner(2) + inner(3);
    };
    return mk(1);
}

int main() {
    int x = 5, y = 7;
    auto add = [x, &y](int a) { return x + y + a; };
    y = 10;
    printf("add(1)=%d\n", add(1));

    auto inc = [&]() { x++; y++; };
    inc();
    inc();
    printf("x=%d y=%d\n", x, y);

    printf("iife=%d\n", [](int a, int b) { return a * b; }(6, 7));
    auto answer = [] { return 42; };
    printf("answer=%d\n", answer());

    int total = 0;
    times(4, [&total](int i) { total += i * i; });
    printf("total=%d\n", total);
    printf("apply=%d\n", apply([=](int v) { return v * x + y; }, 3));
    printf("twice=%d\n", twice([](int v) { return v * 3; }, 2));

    int n = 0;
    auto counter = [n]() mutable { return ++n; };
    counter();
    counter();
    printf("counter=%d n=%d\n", counter(), n);

    Vec v = {3, 4};
    auto len2 = [v] { return v.x * v.x + v.y * v.y; };
    v.x = 100;
    printf("len2=%d\n", len2());
    auto grow = [&v](int d) { v.x += d; v.y += d; };
    grow(1);
    printf("v=(%d,%d)\n", v.x, v.y);

    int &ry = y;
    auto viaRef = [ry] { return ry * 2; };
    auto viaRefRef = [&ry] { ry = 1000; };
    viaRefRef();
    printf("viaRef=%d y=%d\n", viaRef(), y);

    Counter c = {0, 2};
    c.run(3);
    printf("scaled=%d\n", c.scaled(5));
    printf("outer=%d\n", outer(10));

    double d = 1.5;
    auto mix = [d, x](double f) -> double { return d * f + x; };
    printf("mix=%.2f\n", mix(2.0));
    auto pick = [](bool b, char c1, char c2) { return b ? c1 : c2; };
    printf("pick=%c%c\n", pick(true, 'o', 'x'), pick(false, 'x', 'k'));
    const int k = 3;
    auto usesConst = [] { return k * 2; };
    printf("const=%d\n", usesConst());
    return 0;
}
