#include "shared.h"
#include <stdarg.h>

namespace lib {
int Stats::instances = 10;
Stats Stats::make(int n, long sum) { ++instances; Stats s; s.n = n; s.sum = sum; return s; }
long Stats::mean(const Stats *s) { return s->n ? s->sum / s->n : 0; }
void Acc::add(long v) { total += v; ++count; }
long Acc::avg() const { return count ? half() * 2 / count : 0; }
Tracker::Tracker(int i) : id(i), twice(2L * i) { printf("tracker %d\n", id); }
int scoped(int v) { Tracker t(v); return t.get() + (int)t.twice; }
int scale(int x) { return x * 2 + caller_hook(x); }
long scale(long x) { return x * 3; }
double scale(double x) { return x * 4.5; }
Vec add(Vec a, Vec b) { Vec r; r.x = a.x + b.x; r.y = a.y + b.y; return r; }
Big fill(long v) { Big b; for (int i = 0; i < 5; i++) b.a[i] = v + i; return b; }
long total(Big b, int n, ...) {
    long t = b.a[0] + b.a[4];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) t += va_arg(ap, long);
    va_end(ap);
    return t;
}
namespace deep { unsigned char mix(unsigned char a, signed char b, bool c, const char *s) { return (unsigned char)(a + b + (c ? 100 : 0) + s[0]); } }
int apply(int (*f)(int), int v) { return f(v) + Stats::twice(v); }
int held(int v) { Holder h(v); return h.t.get() + h.extra + global_tracker.get(); }
}
namespace lib {
Shape::Shape(int s) : sides(s), tag('s') { printf("shape %d\n", s); }
Shape::~Shape() { printf("~shape %d %c\n", sides, tag); }
int Shape::perimeter(int len) const { return sides * len; }
Tri::Tri(long hh) : Shape(3), h(hh) { tag = 't'; }
Tri::~Tri() { printf("~tri %ld\n", h); }
int describe(const Shape &s) { return s.sides * 100 + s.tag; }
long height(const Tri *t) { return t->h + t->perimeter(2); }
template<class T> T mix3(T a, T b, T c) { return a * 100 + b * 10 + c + (T)scaled(0.5, 2); }
template long mix3<long>(long, long, long);
template<class T> T Pool<T>::take() { return items[--used]; }
template int Pool<int>::take();
}
namespace lib {
Token::Token(int i) : id(i) { printf("token %d\n", id); }
Token mint(int i) { Token t(i * 10); t.id++; return t; }
int spend(Token t, int k) { return t.id * k; }
Token relay(Token t) { return t; }
}
extern "C" int c_linkage(int x) { return x - 7; }
namespace zoo {
Animal::Animal(int i) : id(i) { printf("animal %d %d\n", id, legs()); }
Animal::~Animal() { printf("~animal %d\n", id); }
int Robot::power() const { return 1; }
RoboDog::RoboDog(long c) : Animal(7), charge(c) {}
RoboDog::~RoboDog() { printf("~robodog %ld\n", charge); }
const char *RoboDog::sound() const { return "beep"; }
int RoboDog::power() const { return (int)charge * 10 + legs(); }
Animal *make(int kind) { if (kind == 0) return new Bird(kind); return new RoboDog(kind); }
int listen(const Animal &a) { return a.describe() + a.sound()[0]; }
Robot *robot(Animal *a) { return static_cast<RoboDog *>(a); }
}
namespace mp {
int Counter::add(int k) { return a + k; }
int Counter::scaled(int k) { return k * 10 + a; }
int (Counter::*pick(int which))(int) { return which ? &Counter::scaled : &Counter::add; }
int Counter::*field() { return &Counter::a; }
int apply(Counter &c, int (Counter::*f)(int), int k) { return (c.*f)(k); }
long sum(Both &b, int Both::*m) { return b.*m + b.b; }
}

namespace farm {
Plant::Plant(int h) : height(h) { printf("plant %d\n", h); }
Plant::~Plant() { printf("~plant %d\n", height); }
int Plant::grow() const { return height + 1; }
Tree::Tree(int r) : Plant(r * 2), rings(r) { printf("tree %d %d\n", rings, grow()); }
Tree::~Tree() { printf("~tree %d %d\n", rings, grow()); }
int Tree::grow() const { return height + rings; }
int Tree::age() const { return rings; }
Grove::Grove(int n) : Plant(n), Fruit(n * 3), Tree(n + 1) { printf("grove %d %ld %d %d\n", height, sugar, rings, grow()); }
Grove::~Grove() { printf("~grove %d\n", height); }
int Grove::grow() const { return 1000 + height; }
Plant *plant(int kind) { if (kind == 0) return new Apple(4); return new Grove(kind); }
long inspect(Fruit *f, Tree *t) { return f->height * 100000L + f->sweet() * 1000 + t->age() * 10 + t->grow() % 10; }
Tree copy_tree(const Tree &t) { return t; }
void assign_fruit(Fruit &to, const Fruit &from) { to = from; }
}

namespace statics {
int callee_ticket() { registry().n += 10; return ticket(); }
}
namespace lib {
int may_throw(int v) {
    Tracker t(v);
    if (v > 2) throw Oops(10 * v);
    return v + 1;
}
int catching(int (*f)(int), int v) {
    try {
        Tracker t(v + 100);
        return f(v);
    } catch (Oops &o) {
        printf("callee caught %d\n", o.code);
        return -o.code;
    }
}
}

