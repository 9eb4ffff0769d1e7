// Virtual functions (docs/cxx.md, "Virtual functions"): dispatch through base pointers and references, pure virtual
// functions and abstract classes, overriders without 'virtual', qualified (non-virtual) calls, virtual calls inside
// members, in constructors and destructors (the vptr of each construction stage), virtual destructors through
// delete of a base pointer (D0), covariant returns through the primary base, sizeof with the vptr.
#include <stdio.h>

struct Shape {
    int id;
    Shape(int i) : id(i) { printf("Shape(%d) as %s\n", id, kind()); }
    virtual double area() const = 0;
    virtual const char *kind() const { return "shape"; }
    virtual Shape *self() { return this; }
    int describe() const { return (int)area() * 10 + id; }   // a virtual call on this
    virtual ~Shape() { printf("~Shape(%d) as %s\n", id, kind()); }
};

struct Circle : Shape {
    double r;
    Circle(int i, double rr) : Shape(i), r(rr) { printf("Circle as %s\n", kind()); }
    double area() const { return 3.0 * r * r; }
    const char *kind() const { return "circle"; }
    Circle *self() { return this; }   // covariant, same address
    ~Circle() { printf("~Circle as %s\n", kind()); }
};

struct Square : Shape {
    double s;
    Square(int i, double ss) : Shape(i), s(ss) {}
    double area() const { return s * s; }
    ~Square() { printf("~Square\n"); }
};

struct Unit : Square {   // a third level overriding only one function
    Unit(int i) : Square(i, 1) {}
    const char *kind() const { return "unit"; }
    ~Unit() { printf("~Unit\n"); }
};

struct Counter {   // no virtual destructor: a dynamic class with an implicit constructor
    int n;
    virtual int step() { return ++n; }
};
struct Twice : Counter {
    Twice() { n = 100; }
    int step() { n += 2; return n; }
};

static double total(Shape *const *v, int n) {
    double t = 0;
    for (int i = 0; i < n; i++) t += v[i]->area();
    return t;
}

static const char *name_of(const Shape &s) { return s.kind(); }

int main() {
    Shape *v[3] = {new Circle(1, 2.0), new Square(2, 3.0), new Unit(3)};
    printf("total %.1f\n", total(v, 3));
    for (int i = 0; i < 3; i++)
        printf("%s %d %s %d\n", name_of(*v[i]), v[i]->describe(), v[i]->Shape::kind(), v[i]->self() == v[i]);
    printf("sizes %d %d %d\n", (int)sizeof(Shape), (int)sizeof(Circle), (int)sizeof(Counter));
    Circle c(9, 1.0);
    Circle *cs = c.self();
    printf("covariant %s %.1f\n", cs->kind(), cs->r);
    for (int i = 0; i < 3; i++) delete v[i];
    Counter k;
    k.n = 5;
    Twice t;
    Counter *pk = &t;
    int s1 = k.step();
    int s2 = pk->step();
    int s3 = pk->Counter::step();
    printf("steps %d %d %d\n", s1, s2, s3);
    return 0;
}
