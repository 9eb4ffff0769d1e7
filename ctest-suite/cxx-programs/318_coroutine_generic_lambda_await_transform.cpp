// C++20 coroutines (docs/coroutines.md): a generic lambda coroutine whose co_await operand depends on its 'auto'
// parameter through a local ('auto x = y; co_await x'): the promise's await_transform overload is chosen in each
// instance of the call operator template, by the instance's argument type (int, long, a class) — before, the
// operand stayed dependent ("calling 'await_transform' here is not supported yet"; gcc's torture/lambda-03).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
struct Val {
    int v;
    bool await_ready() { return true; }
    void await_suspend(std::coroutine_handle<>) {}
    int await_resume() { return v; }
};
struct Task {
    struct promise_type {
        int value = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() {}
        Val await_transform(int v) { std::printf("await_transform(int %d)\n", v); return Val{v * 2}; }
        Val await_transform(long v) { std::printf("await_transform(long %ld)\n", v); return Val{int(v) * 3}; }
        std::suspend_always await_transform(std::suspend_always s) { std::printf("await_transform(suspend_always)\n"); return s; }
    };
    std::coroutine_handle<promise_type> h;
    explicit Task(std::coroutine_handle<promise_type> h) : h(h) {}
    Task(Task &&o) : h(o.h) { o.h = nullptr; }
    ~Task() { if (h) h.destroy(); }
    int run() {
        while (!h.done()) h.resume();
        return h.promise().value;
    }
};
int main() {
    auto f = [](auto y) -> Task {
        auto x = y;
        co_return co_await x + 3;
    };
    std::printf("int: %d\n", f(17).run());
    std::printf("long: %d\n", f(5L).run());
    std::printf("short: %d\n", f(short(4)).run());   // promoted: await_transform(int)
    auto g = [](auto first, auto second) -> Task {
        auto a = first;
        auto b = second;
        int r = co_await a;
        co_await std::suspend_always{};
        r += co_await b;
        co_return r;
    };
    std::printf("mixed: %d\n", g(1, 10L).run());
    std::printf("mixed2: %d\n", g(100L, 7).run());
    return 0;
}
