// C++20 coroutines (docs/coroutines.md): an exception thrown in the body reaches promise.unhandled_exception() (the
// standard's try around the body), which stores it; the awaiting side rethrows it from await_resume. Locals of the
// body are destroyed by the unwinding; the coroutine then finishes at its final suspend point.
// ARGS: -std=c++20
#include <cstdio>
#include <exception>
namespace std {
template <class R, class... A> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> {
    void *fr = nullptr;
    static coroutine_handle from_address(void *a) noexcept { coroutine_handle h; h.fr = a; return h; }
    void *address() const noexcept { return fr; }
    void resume() const { __builtin_coro_resume(fr); }
    void destroy() const { __builtin_coro_destroy(fr); }
    bool done() const { return __builtin_coro_done(fr); }
};
template <class P> struct coroutine_handle {
    void *fr = nullptr;
    static coroutine_handle from_address(void *a) noexcept { coroutine_handle h; h.fr = a; return h; }
    static coroutine_handle from_promise(P &p) {
        coroutine_handle h;
        h.fr = __builtin_coro_promise((char *)&p, __alignof(P), true);
        return h;
    }
    void *address() const noexcept { return fr; }
    P &promise() const noexcept { return *(P *)__builtin_coro_promise(fr, __alignof(P), false); }
    void resume() const { __builtin_coro_resume(fr); }
    void destroy() const { __builtin_coro_destroy(fr); }
    bool done() const { return __builtin_coro_done(fr); }
    operator coroutine_handle<>() const noexcept { return coroutine_handle<>::from_address(fr); }
};
struct suspend_always {
    bool await_ready() const noexcept { return false; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
}

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
