// C++20 coroutines (docs/coroutines.md): a member operator co_await overloaded on its ref-qualifier is chosen by the
// awaitable's value category: `&` for an lvalue, `&&` for a prvalue or an xvalue (static_cast<T&&>, std::move)
// (wrong code before: the first overload was taken for every operand).
// ARGS: -std=c++20
#include <cstdio>
#include <coroutine>
#include <utility>
struct Task {
    struct promise_type {
        int value = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
struct IntAwaiter {
    long x;
    bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<>) const noexcept {}
    long await_resume() const noexcept { return x; }
};
struct Lv {
    IntAwaiter operator co_await() & noexcept { return {1}; }
    IntAwaiter operator co_await() && noexcept { return {100}; }
};
struct ConstLv {
    IntAwaiter operator co_await() const & noexcept { return {20}; }
    IntAwaiter operator co_await() && noexcept { return {3000}; }
};
Lv global;
Task f(Lv param) {
    long a = co_await global;                      // &
    long b = co_await Lv{};                        // &&
    long c = co_await static_cast<Lv &&>(param);   // &&
    long d = co_await std::move(param);            // &&
    long e = co_await param;                       // &
    const ConstLv k{};
    long g = co_await k;                           // const &
    long h = co_await ConstLv{};                   // &&
    std::printf("%ld %ld %ld %ld %ld %ld %ld\n", a, b, c, d, e, g, h);
    co_yield co_await static_cast<Lv &&>(param);
    co_return (int)(a + b + c + d + e + g + h);
}
int main() {
    Task t = f(Lv{});
    while (!t.h.done()) {
        t.h.resume();
        std::printf("value %d\n", t.h.promise().value);
    }
    t.h.destroy();
    return 0;
}
