// C++20 coroutines (docs/coroutines.md): an exception thrown in the body reaches promise.unhandled_exception() (the
// standard's try around the body), which stores it; the awaiting side rethrows it from await_resume. Locals of the
// body are destroyed by the unwinding; the coroutine then finishes at its final suspend point.
// ARGS: -std=c++20
#include <cstdio>
#include <exception>
#include "coroutine_handle.h"

struct Local {
    int id;
    ~Local() { std::printf("~Local(%d)\n", id); }
};

struct Task {
    struct promise_type {
        int value = 0;
        std::exception_ptr error;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() { std::printf("unhandled_exception\n"); error = std::current_exception(); }
    };
    std::coroutine_handle<promise_type> h;
    int get() {   // the awaiter's side: rethrow
        if (!h.done()) h.resume();   // not at the final suspend point already
        if (h.promise().error) std::rethrow_exception(h.promise().error);
        return h.promise().value;
    }
};

struct Yield {
    bool await_ready() { return false; }
    void await_suspend(std::coroutine_handle<>) {}
    void await_resume() {}
};

Task work(int x) {
    Local a{x};
    if (x < 0) throw x;
    co_await Yield{};
    Local b{x * 10};
    if (x > 100) throw "too big";
    co_return x + 1;
}

int run(int x) {
    Task t = work(x);
    try {
        t.h.resume();   // to the co_await (or the throw before it)
        int v = t.get();
        std::printf("value %d done %d\n", v, t.h.done());
    } catch (int e) {
        std::printf("caught int %d done %d\n", e, t.h.done());
    } catch (const char *s) {
        std::printf("caught '%s' done %d\n", s, t.h.done());
    }
    t.h.destroy();
    return 0;
}

int main() {
    run(5);
    run(-3);
    run(500);
    return 0;
}
