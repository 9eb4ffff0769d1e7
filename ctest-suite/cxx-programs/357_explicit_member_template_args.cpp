// o.f<T>() in a template with T dependent and o not dependent, f overloaded with a non-template f() (std::function's
// union _Any_data: void *_M_access() and template<class T> T &_M_access()): the instance's call takes the explicit
// template arguments, so it calls the template (it chose the non-template overload: "incompatible type 'const void *'").
#include <cstdio>

union Any {
    void *acc() { return &data[0]; }
    const void *acc() const { return &data[0]; }
    template<typename T> T &acc() { return *static_cast<T *>(acc()); }
    template<typename T> const T &acc() const { return *static_cast<const T *>(acc()); }
    long align;
    char data[16];
};

struct Box {
    int n = 0;
    int get() const { return -1; }
    template<int K> int get() const { return n * K; }
    template<typename T, typename U> T conv(U u) const { return (T)u + (T)n; }
};

struct Point { int x, y; };

template<class F> struct Manager {
    static F *pointer(const Any &a) { const F &f = a.acc<F>(); return const_cast<F *>(&f); }
    static void store(Any &a, F v) { a.acc<F>() = v; }
    static void bump(Any *p) { p->acc<F>().x += 100; }
};

template<int K, class T> int scaled(const Box &b, T t) { return b.get<K>() + b.template conv<int, T>(t) + b.get(); }

int main() {
    Any a;
    Manager<Point>::store(a, Point{3, 4});
    Manager<Point>::bump(&a);
    Point *p = Manager<Point>::pointer(a);
    Any b;
    b.acc<double>() = 2.5;
    const Any &cb = b;
    Box box;
    box.n = 7;
    printf("%d %d %.1f %d\n", p->x, p->y, cb.acc<double>(), scaled<3>(box, 2.9));
    return 0;
}
