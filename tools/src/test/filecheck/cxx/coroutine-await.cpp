// C++20 coroutines in cir (docs/coroutines.md): a coroutine is `cir.func coroutine`, each suspension point a cir.await
// (init, user for co_yield, final), frame management calls of `cir.func builtin @__builtin_coro_*`.
// RUN: jcirc++ -std=c++20 -w -emit-cir %s -o - | FileCheck %s

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

// CHECK-LABEL: cir.func coroutine @_Z6countss(
// CHECK: %[[ID:.*]] = cir.call @__builtin_coro_id(
// CHECK: %[[H:.*]] = cir.call @__builtin_coro_begin(%[[ID]], %{{.*}})
// CHECK: cir.await(init, ready : {
// CHECK: cir.yield nosuspend
// CHECK: }, suspend : {
// CHECK: %[[T:.*]] = cir.call @__builtin_coro_save(%[[H]])
// CHECK: cir.call @__builtin_coro_suspend(%[[T]], %{{.*}})
// CHECK: cir.goto "__coro.suspend"
// CHECK: cir.goto "__coro.cleanup"
// CHECK: }, resume : {
// CHECK: cir.await(user, ready : {
// CHECK: cir.label "__coro.final"
// CHECK: cir.await(final, ready : {
// CHECK: cir.label "__coro.cleanup"
// CHECK: cir.call @__builtin_coro_free(%[[ID]], %[[H]])
// CHECK: cir.label "__coro.suspend"
// CHECK: cir.call @__builtin_coro_end(%[[H]], %{{.*}})
// CHECK: cir.func builtin @__builtin_coro_id(
Gen counts(short n) {
    for (short i = 0; i < n; i++) co_yield i;
    co_return n;
}
