#include "shared.h"

int caller_hook(int x) { return x + 1000; }
static int square(int x) { return x * x; }

long lib::Acc::half() const { return total / 2 + size() * 0; }

lib::Tracker::~Tracker() { printf("~tracker %d\n", id); }
lib::Token::Token(const Token &o) : id(o.id + 1) { printf("token copy %d\n", id); }
lib::Token::~Token() { printf("~token %d\n", id); }
lib::Tracker lib::global_tracker(99);

lib::Square::Square(int l) : Named("square"), Shape(4), extra('x'), len(l) { tag = 'q'; }
lib::Square::~Square() { printf("~square %s %c\n", name, extra); }

namespace zoo {
Bird::Bird(int i) : Animal(i) { printf("bird %d\n", legs()); }
Bird::~Bird() { printf("~bird %d\n", id); }
const char *Bird::sound() const { return "tweet"; }
}
static void zoo_visit() {
    zoo::Bird b(3);
    zoo::Animal *r = zoo::make(5), *t = zoo::make(0);
    zoo::Robot *rb = zoo::robot(r);
    printf("zoo %d %d %s %s %d %d\n", zoo::listen(b), zoo::listen(*r), t->sound(), r->sound(), rb->power(), b.describe());
    delete rb;
    delete t;
}

int mp::Both::scaled(int k) { return k * 1000 + c; }
namespace farm {
Fruit::Fruit(long s) : Plant((int)s), sugar(s) { printf("fruit %ld %d\n", sugar, grow()); }
Fruit::~Fruit() { printf("~fruit %ld\n", sugar); }
long Fruit::sweet() const { return sugar; }
Apple::Apple(int s) : Plant(s * 5), Tree(s), Fruit(s + 10), seeds(s) { printf("apple %d %d %d\n", height, grow(), age()); }
Apple::~Apple() { printf("~apple %d\n", seeds); }
int Apple::age() const { return seeds * 2; }
long Apple::sweet() const { return sugar + seeds; }
}
static void farm_visit() {
    farm::Apple a(2);
    farm::Plant *p = farm::plant(0), *q = farm::plant(3);
    farm::Grove *g = dynamic_cast<farm::Grove *>(q);
    long i1 = farm::inspect(&a, &a), i2 = farm::inspect(g, g);
    printf("farm %ld %ld %d %d %d\n", i1, i2, p->grow(), q->grow(), a.height);
    {   // implicit copies and assignments of classes with virtual bases, from the other side's objects
        farm::Tree t1 = farm::copy_tree(a), t2(*g);
        farm::Fruit f(7), f2(*g);
        farm::assign_fruit(f, a);
        f2 = a;
        const farm::Plant &pf = f, &pt = t2;
        printf("copies %d %d %d %d %d %d %ld %d %ld %d %d %d\n", t1.rings, t1.height, t1.grow(), t1.age(), t2.rings, t2.grow(),
               f.sugar, f.height, f2.sugar, f2.height, pf.grow(), pt.grow());
    }
    delete p;
    delete q;
}

static void statics_visit() {
    int a = statics::ticket();
    statics::registry().n++;
    int b = statics::callee_ticket();
    int c = statics::ticket();
    printf("statics %d %d %d %d\n", a, b, c, statics::registry().n);
}

static int thrower(int v) {   // called by the callee's try block
    lib::Tracker t(v + 200);
    if (v > 3) throw lib::Oops(v);
    return v;
}

int main() {
    statics_visit();
    zoo_visit();
    farm_visit();
    lib::Stats s = lib::Stats::make(4, 42);
    printf("stats %d %ld %ld %d %d\n", s.n, s.sum, lib::Stats::mean(&s), lib::Stats::instances, lib::Stats::twice(21));
    printf("scale %d %ld %.2f\n", lib::scale(5), lib::scale(5L), lib::scale(0.5));
    lib::Vec a = {1.5, 2.5}, b = {10, 20};
    lib::Vec c = lib::add(a, b);
    printf("vec %.1f %.1f\n", c.x, c.y);
    lib::Big big = lib::fill(100);
    printf("big %ld %ld %ld\n", big.a[0], big.a[4], lib::total(big, 3, 1L, 2L, 3L));
    printf("mix %d\n", lib::deep::mix(200, -3, true, "A"));
    printf("apply %d c %d\n", lib::apply(square, 7), c_linkage(10));
    lib::Acc acc = {0, 0};
    acc.add(10);
    acc.self()->add(31);
    const lib::Acc *ca = &acc;
    printf("acc %ld %d %ld %ld %d\n", acc.total, ca->size(), ca->avg(), acc.half(), acc.self()->size());
    lib::Pool<int> pool = {{4, 5, 6, 7}, 3};
    int last = pool.take();
    printf("templates %ld %d %d %g\n", lib::mix3(1L, 2L, 3L), last, pool.take(), lib::scaled(1.25, 2));
    {
        lib::Tracker t(7);
        printf("scoped %d %d\n", lib::scoped(5), t.get());
    }
    {
        lib::Square sq(3);
        lib::Shape *sh = &sq;
        printf("square %d %d %d %d %d %d\n", sq.area(), sq.perimeter(3), lib::describe(sq), sh->sides, (int)sizeof(lib::Square),
               (int)((char *)&sq.extra - (char *)&sq));
        lib::Tri t(5);
        printf("tri %ld %d %d\n", lib::height(&t), lib::describe(t), t.perimeter(1));
    }
    {
        lib::Holder h(3);
        printf("held %d %d\n", lib::held(8), h.extra);
    }
    {
        lib::Token a = lib::mint(4);
        printf("spend %d\n", lib::spend(a, 2));
        lib::Token b = lib::relay(lib::Token(7));
        printf("tokens %d %d\n", a.id, b.id);
    }
    {
        mp::Counter c;
        c.a = 5;
        c.b = 1;
        mp::Both b;
        b.a = 2;
        b.b = 30;
        b.c = 9;
        int (mp::Both::*bf)(int) = &mp::Counter::add;   // adj 8
        int mp::Both::*bm = mp::field();
        printf("pmf %d %d %d %d %d\n", (c.*mp::pick(0))(3), (c.*mp::pick(1))(3), (b.*mp::pick(1))(4), mp::apply(b, &mp::Counter::add, 6),
               (b.*bf)(1));
        printf("pm %d %d %ld %ld %d\n", c.*mp::field(), mp::apply(c, &mp::Counter::scaled, 2), mp::sum(b, &mp::Both::c), mp::sum(b, bm),
               mp::pick(1) == &mp::Counter::scaled);
    }
    {
        try {
            lib::Tracker t(9);
            printf("eh %d\n", lib::may_throw(1));
            printf("eh %d\n", lib::may_throw(5));
        } catch (const lib::Oops &o) {
            printf("eh caught %d\n", o.code);
        }
        int r1 = lib::catching(thrower, 2);
        int r2 = lib::catching(thrower, 6);
        printf("eh back %d %d\n", r1, r2);
    }
    return 0;
}
