// C23 `auto` type inference: the object takes the initializer's type after lvalue conversion.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>

static auto file_scope = 1.25f;   // float

struct point { int x, y; };

static double half(double v) { return v / 2; }

int main(void) {
    auto d = 2.5;                  // double, not int
    auto l = 1L << 40;             // long
    auto u = 3000000000u;          // unsigned int
    auto c = 'a' + 1;              // int
    const auto k = d * 2;          // const double
    int arr[4] = {10, 20, 30, 40};
    auto p = arr;                  // int * (array decays)
    auto f = half;                 // double (*)(double)
    struct point pt = {3, 4};
    auto q = pt;                   // struct point
    auto ll = (long long)-7;
    printf("%.2f %ld %u %d %.2f\n", d, l, u, c, k);
    printf("%d %.3f %d %d %lld %.2f\n", p[2], f(d), q.x + q.y, (int)sizeof(file_scope), ll, file_scope);
    printf("%zu %zu %zu %zu %zu\n", sizeof d, sizeof l, sizeof u, sizeof p, sizeof q);
    for (auto i = 0.5; i < 2; i += 0.5) printf("%.1f ", i);
    printf("\n");
    return 0;
}
