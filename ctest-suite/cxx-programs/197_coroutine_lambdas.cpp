// C++20 coroutines (docs/coroutines.md): lambdas whose call operator is a coroutine — without captures, capturing
// by copy and by reference, with init-captures, mutable, generic (an 'auto' parameter) — and a promise constructor
// taking the closure object first ([dcl.fct.def.coroutine]/5: the call operator's object, then the parameters; "'co_yield'
// cannot be used outside a function" before; gcc's torture/lambda-00 ... lambda-10, class-04 ... 06).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
struct Gen {
    struct promise_type {
        int value = 0;
        promise_type() = default;
        template <class C> promise_type(C &closure, int first) : value(first) { std::printf("promise(closure, %d)\n", first); }
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    Gen(Gen &&o) : h(o.h) { o.h = nullptr; }
    explicit Gen(std::coroutine_handle<promise_type> h) : h(h) {}
    ~Gen() { if (h) h.destroy(); }
    int next() { h.resume(); return h.promise().value; }
    void drain(const char *what) {
        std::printf("%s:", what);
        while (!h.done()) std::printf(" %d", next());
        std::printf("\n");
    }
};
struct Counted {
    int v;
    static int live;
    Counted(int x) : v(x) { live++; }
    Counted(const Counted &o) : v(o.v) { live++; }
    ~Counted() { live--; }
};
int Counted::live = 0;
int main() {
    auto plain = []() -> Gen { co_return 42; };
    plain().drain("plain");
    auto count = [](int from, int to) -> Gen {
        for (int i = from; i < to; i++) co_yield i;
        co_return -1;
    };
    count(3, 7).drain("count");
    int base = 100, total = 0;
    auto byCopy = [=](int n) -> Gen {
        for (int i = 0; i < n; i++) co_yield base + i;
        co_return base;
    };
    auto byRef = [&]() -> Gen {
        for (int i = 1; i <= 3; i++) { total += i; co_yield total; }
        co_return total * 10;
    };
    base = 200;   // byCopy keeps 100
    byCopy(3).drain("byCopy");
    byRef().drain("byRef");
    std::printf("total %d\n", total);
    auto init = [&r = total, k = base + 1]() -> Gen {
        co_yield k;
        r = -5;
        co_return r + k;
    };
    init().drain("init");
    std::printf("total %d\n", total);
    auto counter = [i = 10]() mutable -> Gen {
        co_yield i++;
        co_yield i++;
        co_return i;
    };
    counter().drain("mutable 1");
    counter().drain("mutable 2");
    auto generic = [](auto step, int n) -> Gen {
        auto v = step;
        for (; n; n--, v += step) co_yield (int)v;
        co_return 0;
    };
    generic(5, 3).drain("generic int");
    generic(2.5, 4).drain("generic double");
    {
        auto withClass = [](Counted c, int n) -> Gen {
            co_yield c.v + n;
            co_yield Counted::live;
            co_return c.v;
        };
        Gen g = withClass(Counted(7), 1);
        std::printf("live before: %d\n", Counted::live);
        g.drain("class parameter");
        Gen u = withClass(Counted(8), 2);
        u.next();
        std::printf("live unfinished: %d\n", Counted::live);
    }
    std::printf("live after: %d\n", Counted::live);
    auto seeded = [](int first) -> Gen { co_return first * 2; };
    seeded(21).drain("seeded");
    return 0;
}
