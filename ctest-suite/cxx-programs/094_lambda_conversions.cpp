// Lambdas, continued: capture-less lambdas converted to function pointers (g++'s static invoker _FUN),
// init-captures by copy and by reference, lambdas stored in structs' neighbours and called through pointers.
#include <stdio.h>

static int call(int (*f)(int), int v) { return f(v); }
static double fold(double (*op)(double, double), const double *a, int n) {
    double acc = a[0];
    for (int i = 1; i < n; i++) acc = op(acc, a[i]);
    return acc;
}

struct Pair { int a, b; };

int main() {
    int (*fp)(int) = [](int x) { return x * 3; };
    printf("fp(5)=%d\n", fp(5));
    auto sq = [](int x) { return x * x; };
    printf("call(sq, 9)=%d\n", call(sq, 9));
    int (*table[2])(int);
    table[0] = sq;
    table[1] = [](int x) { return -x; };
    printf("table=%d %d\n", table[0](4), table[1](4));
    double xs[4] = {1, 2, 3, 4};
    printf("sum=%.1f prod=%.1f\n", fold([](double p, double q) { return p + q; }, xs, 4),
           fold([](double p, double q) { return p * q; }, xs, 4));
    void (*say)(char) = [](char c) { printf("say %c\n", c); };
    say('z');

    int base = 10;
    auto withInit = [n = base * 2, m = 1.5](int k) { return n + k + (int)(m * 2); };
    base = 0;
    printf("withInit=%d\n", withInit(1));
    auto &&alias = base;
    auto bump = [&r = alias, step = 5]() { r += step; };
    bump();
    bump();
    printf("base=%d\n", base);
    Pair p = {3, 4};
    auto sumPair = [q = p] { return q.a * 10 + q.b; };
    p.a = 9;
    printf("sumPair=%d\n", sumPair());
    auto counter = [c = 0]() mutable { return ++c; };
    counter();
    printf("counter=%d\n", counter());
    return 0;
}
