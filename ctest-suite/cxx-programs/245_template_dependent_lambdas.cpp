// Lambdas whose parameters name a template parameter, in function template instances and member functions of class
// template instances ([](T x) in twice<int> and twice<double>): one closure per instance, mangled as g++ does
// (_ZZ5twiceIiET_S0_ENKUliE_clEi).
#include <cstdio>
template <class T> T twice(T v) {
    auto g = [](T x) { return x * 2; };
    return g(v);
}
template <class T> T sum3(const T *a) {
    T s{};
    auto add = [&s](const T &x) { s += x; };
    for (int i = 0; i < 3; i++) add(a[i]);
    return s;
}
template <class T> struct Acc {
    T total{};
    T apply(T a, T b) {
        auto op = [this](T x, T y) -> T { return x * y + total; };
        total = op(a, b);
        return total;
    }
};
template <class K, class V> V pick(K k, V v1, V v2) {
    auto choose = [=](K key) -> V { return key ? v1 : v2; };
    return choose(k);
}
int main() {
    std::printf("%d %g\n", twice(4), twice(1.25));
    int ia[] = {1, 2, 3};
    double da[] = {0.5, 0.25, 0.125};
    std::printf("%d %g\n", sum3(ia), sum3(da));
    Acc<int> ai;
    ai.apply(2, 3);
    std::printf("%d\n", ai.apply(4, 5));
    Acc<double> ad;
    std::printf("%g\n", ad.apply(1.5, 2));
    std::printf("%ld %c\n", pick(true, 7L, 8L), pick(0, 'a', 'b'));
    return 0;
}
