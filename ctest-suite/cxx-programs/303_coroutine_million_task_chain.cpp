// C++20 coroutines (docs/coroutines.md; issue 15's own test): a recursive chain of 1,000,000 nested lazy tasks, each
// awaiting the next with symmetric transfer (await_suspend returns the awaited task's handle, the final awaiter the
// awaiting one's), runs in constant stack: 1,000,000 frames alive at the deepest point, the stack as at the start
// (cxx-program 171 runs 100,000; g++ makes the transfer a tail call at -O0 only with -foptimize-sibling-calls). The
// test declares its own std::coroutine_traits/coroutine_handle over __builtin_coro_*.
// ARGS: -std=c++20 -foptimize-sibling-calls
#include <cstdio>

#include "coroutine_handle.h"

static long live;   // frames alive

struct Task {
    struct promise_type;
    using handle = std::coroutine_handle<promise_type>;
    struct FinalAwaiter {
        bool await_ready() noexcept { return false; }
        std::coroutine_handle<> await_suspend(handle h) noexcept { return h.promise().cont; }   // back to the awaiting task
        void await_resume() noexcept {}
    };
    struct promise_type {
        long value;
        std::coroutine_handle<> cont;
        Task get_return_object() { live++; return Task{handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        FinalAwaiter final_suspend() noexcept { return {}; }
        void return_value(long v) { value = v; }
        void unhandled_exception() {}
    };
    handle h;
    Task(handle h) : h(h) {}
    Task(Task &&o) : h(o.h) { o.h.fr = nullptr; }
    ~Task() { if (h.fr) { h.destroy(); live--; } }
    bool await_ready() { return false; }
    std::coroutine_handle<> await_suspend(std::coroutine_handle<> c) { h.promise().cont = c; return h; }   // start the task
    long await_resume() { return h.promise().value; }
};

// The driver: a no-op continuation for the outermost task.
struct Noop {
    struct promise_type {
        Noop get_return_object() { return Noop{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};

Task leaf(long i) { co_return i & 7; }

Task loop(long n) {
    long sum = 0;
    for (long i = 0; i < n; i++) sum += co_await leaf(i);
    co_return sum;
}

static long deepest;
Task chain(long n) {
    if (n == 0) { deepest = live; co_return 0; }
    long v = co_await chain(n - 1);
    co_return v + 1;
}

long result;
Noop run(Task t) {
    result = co_await t;
}

long drive(Task t) {
    Noop d = run(static_cast<Task &&>(t));
    d.h.resume();
    if (!d.h.done()) std::printf("not done\n");
    d.h.destroy();
    return result;
}

int main() {
    std::printf("chain %ld\n", drive(chain(1000000)));
    std::printf("deepest %ld live %ld\n", deepest, live);
    std::printf("chain %ld\n", drive(chain(1000000)));
    std::printf("live %ld\n", live);
    return 0;
}
