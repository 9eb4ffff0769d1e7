// The part of <coroutine> the coroutine programs use, declared by hand until libstdc++'s own <coroutine> compiles
// (docs/coroutines.md, "What is left"): coroutine_traits, coroutine_handle over the __builtin_coro_* builtins,
// suspend_always. Included by 171-175 (g++ builds them with it too).
#pragma once
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
