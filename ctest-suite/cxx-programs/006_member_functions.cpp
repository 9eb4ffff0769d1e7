// Non-static member functions and 'this': obj.f(), p->f(), implicit this->m and calls inside members,
// const member functions and const overloads, out-of-line definitions, members in namespaces, struct
// arguments and results, chained calls.
#include <stdio.h>

struct Counter {
    int n;
    int step;
    static int calls;
    void add() { n += step; ++calls; }
    void addTimes(int k) { for (int i = 0; i < k; i++) add(); }
    int get() const { return n; }
    int twice() const { return this->n * 2 + get(); }
    void set(int v, int s);
    Counter *self() { return this; }
    int which() { return 1; }
    int which() const { return 2; }
    int scaled(int k) const { return n * k; }
    long scaled(long k) const { return n * k + 1; }
};
int Counter::calls = 0;
void Counter::set(int v, int s) { n = v; this->step = s; }

namespace geo {
struct P {
    long x, y;
    long dot(P o) const { return x * o.x + y * o.y; }
    P plus(const P *o) const { P r = {x + o->x, y + o->y}; return r; }
    void scale(long k) { x *= k; y *= k; }
};
}

static int useConst(const Counter *c) { return c->which() * 10 + c->get(); }

int main() {
    Counter c;
    c.set(1, 3);
    c.add();
    Counter *p = &c;
    p->addTimes(2);
    printf("%d %d %d %d\n", c.get(), p->twice(), c.self()->get(), Counter::calls);
    printf("%d %d %d %ld\n", c.which(), useConst(&c), c.scaled(2), c.scaled(2L));
    geo::P a = {2, 3}, b = {4, 5};
    a.scale(2);
    geo::P s = a.plus(&b);
    printf("%ld %ld %ld %ld\n", a.dot(b), s.x, s.y, (&s)->plus(&a).x);
    Counter arr[3];
    for (int i = 0; i < 3; i++) { arr[i].set(i, i + 1); arr[i].addTimes(i); }
    printf("%d %d %d\n", arr[0].get(), arr[1].get(), (arr + 2)->get());
    return 0;
}
