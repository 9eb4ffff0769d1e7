// m{{args...}} in a mem-initializer of a class template whose member's type is a template parameter naming an
// aggregate (std::thread's _State_impl<_Invoker<tuple<F>>>: _M_func{{std::forward<_Args>(__args)...}}): aggregate
// initialization of the member in each instance, its class-type elements constructed from the instantiated arguments.
#include <cstdio>
#include <utility>

struct Tag { int a; Tag(int x) : a(x * 10) { printf("Tag(%d)\n", x); } ~Tag() { printf("~Tag(%d)\n", a); } };
template<class T> struct Holder { T t; int run() const { return t.a + 1; } };
struct Pair { int x; Tag tag; };

struct State { virtual ~State() {} virtual int run() = 0; };

template<class C> struct Impl : State {
    C fn;
    template<class... A> Impl(A&&... a) : fn{{std::forward<A>(a)...}} {}
    int run() override { return fn.run(); }
};

template<class C> struct Twice {
    C first, second;
    Twice(int a, int b) : first{a, Tag(a)}, second{b, b + 1} {}
};

struct Runner {
    int got = 0;
    template<class F> explicit Runner(F f) { start(new Impl<Holder<Tag>>(f)); }
    void start(State *s) { got = s->run(); delete s; }
};

int main() {
    Impl<Holder<Tag>> i(5);
    printf("%d\n", i.run());
    Runner r(7);
    printf("%d\n", r.got);
    Twice<Pair> t(1, 2);
    printf("%d %d %d %d\n", t.first.x, t.first.tag.a, t.second.x, t.second.tag.a);
    return 0;
}
