// C++20 coroutines (docs/coroutines.md): co_await and co_yield as arguments of calls, constructors, functional casts
// and operators — the overload chosen by the await_resume() type ("no matching function for call to 'foo'" before:
// CDT's resolution saw the keyword's form; gcc's torture/call-00 ... call-03, co-ret-12, co-yield-06).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
struct task {
    struct promise_type {
        int v = 0;
        task get_return_object() { return task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        struct yw { int x; bool await_ready() { return false; } void await_suspend(std::coroutine_handle<>) {} int await_resume() { return x * 2; } };
        yw yield_value(int x) { v = x; return {x}; }
        void return_value(int x) { v = x; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
int resumed = 0;   // argument order is unspecified: a sum, not a trace
struct aw {
    int x;
    bool await_ready() { return false; }
    void await_suspend(std::coroutine_handle<>) {}
    int await_resume() { resumed += x; return x; }
};
struct dw {
    double x;
    bool await_ready() { return true; }
    void await_suspend(std::coroutine_handle<>) {}
    double await_resume() { return x; }
};
int g_ref = 40;
struct rw {
    bool await_ready() { return true; }
    void await_suspend(std::coroutine_handle<>) {}
    int &await_resume() { return g_ref; }
};
__attribute__((noinline)) static int foo(int x) { return x + 2; }
static const char *kind(int) { return "int"; }
static const char *kind(double) { return "double"; }
static const char *ref(int &) { return "int&"; }
static const char *ref(int &&) { return "int&&"; }
static int bar(int a, int b) { return a * 10 + b; }
struct S {
    int v;
    S(int x) : v(x) {}
    S operator+(const S &o) const { return S(v + o.v); }
};
static int baz(const S &s) { return s.v; }
static void bump(int &r) { r += 1; }
task f() {
    int g = foo(co_await aw{9});
    std::printf("g=%d %s %s %s %s\n", g, kind(co_await aw{1}), kind(co_await dw{2.5}), ref(co_await rw{}), ref(co_await aw{4}));
    int h = bar(co_await aw{1}, co_await aw{2});
    int k = baz(S(co_await aw{7}) + S(co_await aw{3}));
    bump(co_await rw{});
    int y = foo(co_yield 5);
    co_return g + h + k + foo(co_await aw{5}) + g_ref + y;
}
int main() {
    task t = f();
    int steps = 0;
    while (!t.h.done()) { t.h.resume(); ++steps; }
    std::printf("steps=%d v=%d g_ref=%d resumed=%d\n", steps, t.h.promise().v, g_ref, resumed);
    t.h.destroy();
}
