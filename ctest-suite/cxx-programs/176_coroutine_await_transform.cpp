// C++20 coroutines (docs/coroutines.md): [expr.await]'s order: the promise's await_transform (overloads chosen per
// operand, a template among them), then a member or free operator co_await, then the awaiter; each step's class
// temporary lives across the suspension point and is destroyed at the end of the full-expression (last first).
// ARGS: -std=c++20
#include <cstdio>
#include "coroutine_handle.h"
struct Aw {
    int v;
    Aw(int x) : v(x) { std::printf("Aw(%d)\n", v); }
    ~Aw() { std::printf("~Aw(%d)\n", v); }
    bool await_ready() { std::printf("ready %d\n", v); return false; }
    void await_suspend(std::coroutine_handle<>) { std::printf("suspend %d\n", v); }
    int await_resume() { std::printf("resume %d\n", v); return v * 10; }
};
// an awaitable with a member operator co_await
struct M {
    int k;
    M(int x) : k(x) { std::printf("M(%d)\n", k); }
    ~M() { std::printf("~M(%d)\n", k); }
    Aw operator co_await() { std::printf("M::operator co_await %d\n", k); return Aw(k + 1); }
};
// an awaitable with a free operator co_await
struct F { int k; };
Aw operator co_await(F f) { std::printf("operator co_await(F) %d\n", f.k); return Aw(f.k + 2); }
// a reference to a long-lived awaiter (trivially copyable: g++ 12 copies an lvalue awaiter, clang does not)
struct Plain {
    int v;
    bool await_ready() { std::printf("plain ready %d\n", v); return false; }
    void await_suspend(std::coroutine_handle<>) { std::printf("plain suspend %d\n", v); }
    int await_resume() { std::printf("plain resume %d\n", v); return v * 10; }
};
struct Ticket { int n; };
Plain global_aw{7};
struct G {
    struct promise_type {
        int base = 100;
        G get_return_object() { return G{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
        M await_transform(int x) { std::printf("await_transform(int) %d\n", x); return M(base + x); }
        Plain &await_transform(Ticket t) { std::printf("await_transform(Ticket) %d\n", t.n); global_aw.v = t.n; return global_aw; }
        template <class T> T &&await_transform(T &&t) { std::printf("await_transform(T)\n"); return static_cast<T &&>(t); }
    };
    std::coroutine_handle<promise_type> h;
};
G f() {
    int a = co_await 5;          // await_transform(int) -> M -> M::operator co_await -> Aw
    std::printf("a %d\n", a);
    int b = co_await Ticket{3};  // await_transform(Ticket) -> Plain& (no temporary)
    std::printf("b %d\n", b);
    int c = co_await F{4} + 1;   // template await_transform -> F&& -> operator co_await(F) -> Aw
    std::printf("c %d\n", c);
    Plain local{9};
    int d = co_await local;      // template await_transform(Plain&) -> the awaiter itself
    std::printf("d %d\n", d);
}
struct H {
    struct promise_type {
        H get_return_object() { return H{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
// no await_transform: operator co_await alone
H g() {
    int a = co_await M(20);
    int b = co_await F{30};
    std::printf("g %d %d\n", a, b);
}
int main() {
    G x = f();
    while (!x.h.done()) { std::printf("--\n"); x.h.resume(); }
    x.h.destroy();
    G y = f(); y.h.resume(); y.h.resume(); std::printf("destroy early\n"); y.h.destroy();
    H z = g();
    while (!z.h.done()) { std::printf("--\n"); z.h.resume(); }
    z.h.destroy();
}
