// Member functions with deduced return types (auto f() { return e; }) called before their bodies are analysed:
// from main, from members defined earlier in the class, of classes and of class template instances, returning
// class types, pointers, floating types, void, references (auto &), and static members.
#include <cstdio>

struct Point {
    int x, y;
    auto sum() const { return x + y; }
};

struct Shape {
    long w, h;
    auto area() const { return w * h; }
    auto area2() const { return area() * 2; }
    auto corner() const { return Point{(int)w, (int)h}; }
    auto half() const { return w / 2.0; }
    auto widthp() { return &w; }
    auto &height() { return h; }
    decltype(auto) first() const { return (w); }
    auto nothing() { w += 1; }
    static auto make(long s) { return Shape{s, s}; }
};

template <typename T> struct Box {
    T v;
    auto get() const { return v; }
    auto twice() const { return get() + get(); }
    auto ptr() { return &v; }
    auto boxed() const { return Box<T>{v}; }
    static auto unit() { return T(1); }
};

int main() {
    Shape s{3, 4};
    printf("%ld %ld %.1f\n", s.area(), s.area2(), s.half());
    Point p = s.corner();
    printf("%d %d %d\n", p.x, p.y, p.sum());
    *s.widthp() = 5;
    s.height() = 6;
    s.nothing();
    printf("%ld %ld %ld\n", s.w, s.h, s.first());
    Shape m = Shape::make(7);
    printf("%ld\n", m.area());
    Box<long> bl{40000000000L};
    printf("%ld %ld\n", bl.get(), bl.twice());
    *bl.ptr() = 2;
    printf("%ld %ld\n", bl.boxed().get(), Box<long>::unit());
    Box<double> bd{1.25};
    printf("%.2f %.2f\n", bd.twice(), bd.boxed().twice());
    Box<Point> bp{{1, 2}};
    printf("%d\n", bp.get().sum());
    return s.area() == 36 ? 0 : 1;
}
