// auto variables (plain, const, pointers, lvalue and forwarding references), decltype of names, lvalues and
// prvalues, decltype(auto), trailing return types, deduced return types, alias declarations and typedefs
// of references, static_assert, constexpr variables and functions in array bounds and case labels, const
// integral objects as constants, inline functions and variables, __cpp_* feature-test macros, explicit.
#include <stdio.h>
using myint = int;
using cstr = const char *;
typedef int &intref;
using dref = double &;
constexpr int sq(int x) { return x * x; }
constexpr long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
constexpr int N = sq(3) + 1;
const int M = N / 2;
static_assert(N == 10, "N is ten");
static_assert(fact(5) == 120);
inline int shared_count = 2;
inline int bump() { return ++shared_count; }
auto add(int a, int b) -> long { return a + b; }
auto twice(double d) { return d * 2; }
auto sign(int v) { if (v < 0) return -1; return v > 0 ? 1 : 0; }
auto ratio(int a, int b) -> double { return (double)a / b; }
static int store = 7;
auto &ref_store() { return store; }
decltype(auto) ref2() { return (store); }
auto nothing() { }
void scale(dref d, double k) { d *= k; }
struct Explicit { int v; explicit Explicit(int x) : v(x * 3) {} };
int main() {
    auto x = 3;
    auto y = 2.5;
    const auto z = 'c';
    auto *p = &x;
    auto &r = x;
    r = 7;
    const auto &cr = y;
    auto &&fw = x;    // an lvalue: int&
    auto &&tmp = x + 1;   // an rvalue: int&& to a temporary
    fw += 1;
    decltype(x) dx = 4;
    decltype(y + 1) dy = 1.5;
    decltype((x)) rx = x;
    rx++;
    decltype(auto) da = x;
    decltype(auto) dra = (x);
    dra *= 2;
    myint m = 9;
    intref ir = m;
    ir += 1;
    cstr s = "str";
    int arr[N];
    char small[M];
    long facts[fact(4)];
    printf("%d %g %c %d %d %g %d %d %g %d %d %d %s\n", x, y, z, *p, r, cr, tmp, dx, dy, rx, da, m, s);
    printf("%zu %zu %zu %zu %zu\n", sizeof(arr) / sizeof(arr[0]), sizeof(small), sizeof(facts) / sizeof(facts[0]),
           sizeof(add(1, 2)), sizeof(twice(1)));
    for (int v = 3; v <= 9; v += 3) {
        switch (v) {
        case sq(2) - 1: printf("case 3\n"); break;
        case M + 1: printf("case 6\n"); break;
        default: printf("default %d\n", v);
        }
    }
    printf("%ld %g %d %d %d %g\n", add(2, 3), twice(1.25), sign(-5), sign(0), sign(8), ratio(1, 4));
    ref_store() = 11;
    ref2() += 1;
    nothing();
    int b1 = bump();
    int b2 = bump();
    printf("%d %d %d %d\n", store, b1, b2, shared_count);
    double d = 1.5;
    scale(d, 4);
    auto lam = fact(6);
    static_assert(sizeof(lam) == 8, "long");
    printf("%g %ld\n", d, lam);
    const int local_n = 3;
    int local_arr[local_n * 2];
    Explicit ex(5);
    printf("%zu %d\n", sizeof local_arr, ex.v);
#if defined(__cpp_decltype) && defined(__cpp_static_assert) && defined(__cpp_decltype_auto) && defined(__cpp_inline_variables)
    printf("%ld %ld %ld %ld %ld %d\n", (long)__cpp_decltype, (long)__cpp_static_assert, (long)__cpp_decltype_auto,
           (long)__cpp_return_type_deduction, (long)__cpp_inline_variables, __cpp_constexpr >= 201304L);
#endif
    return 0;
}
