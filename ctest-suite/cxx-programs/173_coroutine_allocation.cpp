// C++20 coroutines (docs/coroutines.md): the frame allocated by the promise's own operator new and freed by its
// operator delete (sized), and get_return_object_on_allocation_failure when the promise's operator new returns null.
// ARGS: -std=c++20
#include <cstdio>
#include <cstdlib>
#include <new>
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
struct suspend_never {
    bool await_ready() const noexcept { return true; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
struct suspend_always {
    bool await_ready() const noexcept { return false; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
}

static int allocs, frees, failNext;

struct Gen {
    struct promise_type {
        int value = 0;
        static void *operator new(std::size_t n) noexcept {
            if (failNext) { failNext = 0; std::printf("allocation fails\n"); return nullptr; }
            allocs++;
            return std::malloc(n);
        }
        static void operator delete(void *p, std::size_t n) { frees++; std::printf("delete %s\n", n > 0 ? "sized" : "zero"); std::free(p); }
        static Gen get_return_object_on_allocation_failure() { return Gen{std::coroutine_handle<promise_type>::from_address(nullptr), true}; }
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this), false}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    bool failed;
};

Gen count(int n) {
    for (int i = 1; i <= n; i++) co_yield i * 10;
}

struct Plain {   // no operator new of its own: ::operator new(size, std::nothrow), as it may return null
    struct promise_type {
        static Plain get_return_object_on_allocation_failure() { return Plain{std::coroutine_handle<promise_type>::from_address(nullptr)}; }
        Plain get_return_object() { return Plain{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_never initial_suspend() noexcept { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};

Plain once(int x) { std::printf("once %d\n", x); co_return; }

int main() {
    Gen g = count(3);
    int sum = 0;
    while (!g.failed) {
        g.h.resume();
        if (g.h.done()) break;
        sum += g.h.promise().value;
    }
    g.h.destroy();
    std::printf("sum %d allocs %d frees %d\n", sum, allocs, frees);
    failNext = 1;
    Gen f = count(3);
    std::printf("failed %d allocs %d\n", f.failed, allocs);
    once(5);
    std::printf("frees %d\n", frees);
    return 0;
}
