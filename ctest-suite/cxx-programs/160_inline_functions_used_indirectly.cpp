// Inline functions generated only when used (DeferredDefinitions): each one here is reached only indirectly — through a
// vtable (a class without a key function: its vtable comes with the constructor that stores it), through a function
// pointer or a pointer to member taken in another inline function, through a chain of inline functions and template
// instances, through an implicit copy constructor and destructor, through a static local's initializer — and
// must be generated (a missing one is an undefined reference at link time), while the unused ones are left out.
#include <cstdio>

struct Shape {
    virtual ~Shape() {}
    virtual int area() const { return 0; }
    virtual const char *name() const { return "shape"; }
};
struct Square : Shape {
    int s;
    explicit Square(int v) : s(v) {}
    int area() const override { return s * s; }
    const char *name() const override { return "square"; }
};
struct Logged {
    int v;
    Logged(int x) : v(x) { std::printf("make %d\n", v); }
    Logged(const Logged &o) : v(o.v + 100) { std::printf("copy %d\n", v); }
    ~Logged() { std::printf("drop %d\n", v); }
};
struct Holder { Logged l; int tag; Holder(int a, int t) : l(a), tag(t) {} };   // implicit copy constructor and destructor

inline int add3(int x) { return x + 3; }
inline int (*pick_op())(int) { return add3; }          // add3 only through a pointer returned by another inline function
template <class T> T twice(T v) { return v + v; }
template <class T> T quad(T v) { return twice(twice(v)); }
inline long chain(long v) { return quad(v) + 1; }       // chain -> quad<long> -> twice<long>
struct Acc;
typedef void (Acc::*AccFn)(int);
struct Acc {
    int total = 0;
    void add(int v) { total += v; }
    void sub(int v) { total -= v; }                      // never used
    static AccFn adder() { return &Acc::add; }
};
inline int &counter() { static int n = add3(10); return n; }
inline int unused_inline(int x) { return x * 7; }
template <class T> T unused_template(T v) { return v; }

static Shape *make(int v) { return new Square(v); }

int main() {
    Shape *sh = make(5);
    std::printf("%s %d\n", sh->name(), sh->area());
    delete sh;
    std::printf("%d\n", pick_op()(4));
    std::printf("%ld\n", chain(3));
    Acc a;
    (a.*Acc::adder())(9);
    std::printf("%d\n", a.total);
    counter() += 1;
    std::printf("%d\n", counter());
    {
        Holder h(1, 2);
        Holder k = h;
        std::printf("%d %d\n", k.l.v, k.tag);
    }
    return 0;
}
