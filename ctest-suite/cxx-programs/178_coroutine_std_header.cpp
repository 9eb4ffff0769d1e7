// libstdc++ 12's own <coroutine> (jcirc++ defines __cpp_impl_coroutine in C++20): a generator over
// std::coroutine_handle<promise_type> with std::suspend_always, resumed to the end and destroyed unfinished, a
// coroutine_handle<> erased handle, std::noop_coroutine() (whose frame, noop_coroutine_handle::_S_fr{}, is the header's
// aggregate with function-pointer default member initializers), and a task awaiting another by symmetric transfer.
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

struct Gen {
    struct promise_type {
        int value = 0;
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    explicit Gen(std::coroutine_handle<promise_type> h) : h(h) {}
    Gen(const Gen &) = delete;
    ~Gen() { if (h) h.destroy(); }
    bool next() { h.resume(); return !h.done(); }
    int value() const { return h.promise().value; }
};

Gen squares(int n) {
    for (int i = 1; i <= n; i++) co_yield i * i;
}

struct Task {
    struct promise_type {
        std::coroutine_handle<> continuation;
        int result = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        struct Final {
            bool await_ready() noexcept { return false; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept {
                if (h.promise().continuation) return h.promise().continuation;
                return std::noop_coroutine();   // the outermost task: back to main
            }
            void await_resume() noexcept {}
        };
        Final final_suspend() noexcept { return {}; }
        void return_value(int v) { result = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    explicit Task(std::coroutine_handle<promise_type> h) : h(h) {}
    Task(const Task &) = delete;
    ~Task() { if (h) h.destroy(); }
    bool await_ready() { return false; }
    std::coroutine_handle<> await_suspend(std::coroutine_handle<> c) { h.promise().continuation = c; return h; }
    int await_resume() { return h.promise().result; }
};

Task leaf(int v) { co_return v * 10; }
Task root() {
    int a = co_await leaf(1);
    int b = co_await leaf(2);
    co_return a + b;
}

int main() {
    int sum = 0;
    {
        Gen g = squares(5);
        while (g.next()) sum += g.value();
    }
    {
        Gen g = squares(100);
        g.next();
        g.next();
        sum += g.value();   // destroyed unfinished
    }
    std::coroutine_handle<> erased = std::noop_coroutine();
    erased.resume();
    bool noopDone = erased.done();
    Task t = root();
    t.h.resume();
    std::printf("%d %d %d %d\n", sum, (int)noopDone, (int)t.h.done(), t.h.promise().result);
    return 0;
}
