// C++20 coroutines (docs/coroutines.md): a generator with co_yield in a loop and co_return, resumed to completion; an
// unfinished one destroyed early. The test declares its own std::coroutine_traits/coroutine_handle over __builtin_coro_*.
// ARGS: -std=c++20
#include <cstdio>

namespace std {
template <class R, class... A> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> {
    void *fr = nullptr;
    static coroutine_handle from_address(void *a) { coroutine_handle h; h.fr = a; return h; }
    void *address() const { return fr; }
    void resume() const { __builtin_coro_resume(fr); }
    void destroy() const { __builtin_coro_destroy(fr); }
    bool done() const { return __builtin_coro_done(fr); }
};
template <class P> struct coroutine_handle {
    void *fr = nullptr;
    static coroutine_handle from_promise(P &p) {
        coroutine_handle h;
        h.fr = __builtin_coro_promise((char *)&p, __alignof(P), true);
        return h;
    }
    P &promise() const { return *(P *)__builtin_coro_promise(fr, __alignof(P), false); }
    void resume() const { __builtin_coro_resume(fr); }
    void destroy() const { __builtin_coro_destroy(fr); }
    bool done() const { return __builtin_coro_done(fr); }
    operator coroutine_handle<>() const { return coroutine_handle<>::from_address(fr); }
};
struct suspend_always {
    bool await_ready() const noexcept { return false; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
struct suspend_never {
    bool await_ready() const noexcept { return true; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
}

struct Gen {
    struct promise_type {
        int value;
        int finished;
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_value(int v) { finished = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};

Gen range(int from, int to) {
    for (int i = from; i < to; i++) co_yield i * i;
    co_return to;
}

int main() {
    Gen g = range(1, 6);
    int sum = 0;
    for (;;) {
        g.h.resume();
        if (g.h.done()) break;
        std::printf("yield %d\n", g.h.promise().value);
        sum += g.h.promise().value;
    }
    std::printf("sum %d, co_return %d\n", sum, g.h.promise().finished);
    g.h.destroy();
    Gen early = range(10, 100);
    early.h.resume();
    early.h.resume();
    std::printf("early %d\n", early.h.promise().value);
    early.h.destroy();
    return 0;
}
