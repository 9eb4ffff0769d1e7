// Objects outside blocks: namespace-scope objects and static data members constructed before main in
// declaration order by _GLOBAL__sub_I_<file>, destroyed after main in reverse order through __cxa_atexit (an
// object with only a destructor keeps its constant initializer); static locals constructed on the first pass
// under a guard variable (__cxa_guard_acquire/release), their destructors registered then, so they run before
// those of the globals constructed earlier; objects of for-init-statements destroyed when the loop ends.
#include <stdio.h>
struct Tracer {
    int id;
    Tracer(int i) : id(i) { printf("Tracer(%d)\n", id); }
    ~Tracer() { printf("~Tracer %d\n", id); }
};
struct Plain { int a, b; ~Plain() { printf("~Plain %d %d\n", a, b); } };
struct Member { Tracer t; int n; Member() : t(0), n(5) {} };
static int counter = 100;
static int next() { return ++counter; }
Tracer first(1);
namespace ns { Tracer second(next()); Member m; }
Plain plain = {3, 4};
Plain plain2(plain);                    // a trivial copy made by the global constructor
struct Sentinel { int v; ~Sentinel() { printf("~Sentinel %d\n", v); } } sentinel = {9};
struct Registry { static Tracer inst; static int count; };
Tracer Registry::inst(42);
int Registry::count = 7;
static Tracer last(next() + 1000);
struct OnlyDtor { int v; ~OnlyDtor() { printf("~OnlyDtor %d\n", v); } };
static int calls;
static int use(int k) {                 // static locals: constructed once (guard), destroyed at exit
    static Tracer t(k * 10);
    static OnlyDtor o = {7};
    ++calls;
    return t.id + o.v;
}
static int loops() {                    // an object of a for-init-statement lives until the loop ends
    int sum = 0;
    for (Tracer t(500); t.id < 503; t.id++) {
        if (t.id == 501) continue;
        sum += t.id;
    }
    for (Tracer u(600); ; u.id++) {
        if (u.id == 602) break;
    }
    for (Tracer w(700); w.id < 800; w.id++)
        if (w.id == 701) return sum + w.id;
    return -1;
}
int main() {
    printf("main %d %d %d %d %d %d %d\n", first.id, ns::second.id, plain.a, plain2.b, Registry::inst.id, last.id, sentinel.v);
    int a = use(1), b = use(2), c = use(3);
    printf("use %d %d %d %d\n", a, b, c, calls);
    printf("loops %d\n", loops());
    return 0;
}
