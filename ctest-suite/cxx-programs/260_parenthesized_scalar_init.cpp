// Direct-initialization with parentheses of scalar objects ([dcl.init]/17.8: `T x(e);` is e's value converted to T,
// as `T x = e;`): ints, pointers, enums, floating conversions, narrowing to char and unsigned, static locals, globals,
// and in template instances through a dependent member typedef (vector.tcc's `pointer __new_start(this->_M_allocate(n));`
// where `pointer` is `typename _Base::pointer`), a template parameter, and a pointer subtraction.
#include <cstdio>
enum E { A, B, C };
int g(7);
double gd(3);
const int K(4);
int *gp(&g);
template<class P> P twice(P p) { P q(p + p); return q; }
template<class T> struct Base { typedef T *pointer; typedef T value_type; };
template<class T> struct Box : Base<T> {
    typedef typename Base<T>::pointer pointer;
    T v[3];
    pointer alloc(int i) { return v + i; }
    long f() {
        pointer first(this->alloc(0));
        pointer last(first + 3);
        typename Base<T>::value_type sum(0);
        for (pointer p(first); p != last; ++p) sum += *p;
        long n(last - first);
        return n * 100 + (long)sum;
    }
};
int counter() { static int calls(0); return ++calls; }
int main() {
    int x(5);
    int *p(&x);
    int *q(p);
    long l(x * 2);
    double d(x);
    E e(B);
    char c(65 + x);
    unsigned u(-1);
    int t(2.75);
    const char *s("str");
    *q = 6;
    std::printf("%d %d %ld %g %d %c %u %d %s\n", x, *p, l, d, e, c, u, t, s);
    std::printf("%d %g %d %d\n", g, gd, K, *gp);
    std::printf("%d %g\n", twice(21), twice(1.25));
    Box<int> bi;
    bi.v[0] = 1; bi.v[1] = 2; bi.v[2] = 3;
    Box<double> bd;
    bd.v[0] = 0.5; bd.v[1] = 1.5; bd.v[2] = 2.5;
    std::printf("%ld %ld\n", bi.f(), bd.f());
    counter();
    counter();
    std::printf("%d\n", counter());
    return 0;
}
