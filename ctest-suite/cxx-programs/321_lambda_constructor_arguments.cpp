// Lambdas (and statement expressions) as arguments of the constructor a declaration calls: S s = [](…){…};
// S s(lambda); S s{lambda, k}; their bodies are analysed as any expression's (std::function<int(int)> f = [](int x)
// { return x * 2; }; was an internal compiler error: the body's conversions were never recorded).
#include <cstdio>

struct Fn {
    long v;
    template<class F> Fn(F &&f) : v(f(4)) {}
    template<class F> Fn(F &&f, int k) : v(f(k)) {}
};

template<class R, class F> R invoke(void *o, int x) { return (*static_cast<F *>(o))(x); }
template<class T> T &&fwd(T &t) { return static_cast<T &&>(t); }
template<class F> long call_fwd(F &&f, int x) { return fwd<F>(f)(x) + (&f)[0](x); }
template<class F> long call_ptr(F *f, int x) { return (*f)(x); }

template<class R> struct Keep {
    R (*call)(void *, int);
    void *obj;
    template<class F> Keep(F &f) : call(&invoke<R, F>), obj(&f) {}
    R operator()(int x) const { return call(obj, x); }
};

int main() {
    Fn f = [](int x) { return x * 3; };
    Fn f2([](int x) { return x * 5; });
    Fn f3{[](int x) { return x * 6; }, 2};
    Fn *p = new Fn([](int x) { return x - 1; });
    int y = 2;
    Fn f4([&y](int x) { return x * y + ({ int t = 1; t; }); });
    Fn f5([y](int x) -> long { return (long)x << (30 + y); });
    Fn f6 = [](int x) { double d = x; return d / 8; };   // a double converted to long in the constructor
    std::printf("%ld %ld %ld %ld %ld %ld %ld\n", f.v, f2.v, f3.v, p->v, f4.v, f5.v, f6.v);
    delete p;

    auto twice = [](int x) { return 2.5 * x; };
    Keep<double> k = twice;
    int base = 100;
    auto plus = [&base](int x) { base += x; return base; };
    Keep<int> k2(plus);
    std::printf("%g\n", k(3));
    std::printf("%d\n", k2(1));
    std::printf("%d\n", k2(2));
    std::printf("%d\n", base);
    std::printf("%ld\n", call_fwd(twice, 5));
    std::printf("%ld\n", call_fwd([](int x) { return x + 1; }, 5));
    std::printf("%ld\n", call_ptr(&plus, 7));
    auto generic = [](auto x) { return x * 3; };
    std::printf("%ld\n", call_ptr(&generic, 7));
    return 0;
}
