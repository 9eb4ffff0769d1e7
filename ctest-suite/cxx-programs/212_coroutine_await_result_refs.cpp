// C++20 coroutines (docs/coroutines.md): co_await whose await_resume returns a reference is an lvalue of the
// referred type: `auto x = co_await a` copies the object, `decltype(auto) r = co_await a` and `int &r = co_await a`
// bind to it, `co_await a = v` assigns through it (wrong code before: the expression was the pointer).
// ARGS: -std=c++20
#include <cstdio>
#include <coroutine>
struct Task {
    struct promise_type {
        int value = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
struct RefAwaiter {
    int &x;
    bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<>) const noexcept {}
    int &await_resume() const noexcept { return x; }
};
int g = 40;
Task f() {
    int t1 = 5, t2 = 6;
    auto a = co_await RefAwaiter{t1};
    std::printf("auto copy %d same %d\n", a, &a == &t1);
    decltype(auto) r = co_await RefAwaiter{t2};
    std::printf("decltype(auto) %d same %d\n", r, &r == &t2);
    int &gr = co_await RefAwaiter{g};
    gr += 2;
    co_await RefAwaiter{t1} = 11;
    std::printf("g %d t1 %d sum %d\n", g, t1, co_await RefAwaiter{t1} + co_await RefAwaiter{t2});
    co_return t1 + t2;
}
int main() {
    Task t = f();
    int n = 0;
    while (!t.h.done()) { t.h.resume(); n++; }
    std::printf("resumes %d value %d\n", n, t.h.promise().value);
    t.h.destroy();
    return 0;
}
