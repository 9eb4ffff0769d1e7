// C++20 coroutines, symmetric transfer (docs/coroutines.md): an await_suspend returning a coroutine_handle becomes
// clang 19's llvm.coro.await.suspend.handle(awaiter, frame, wrapper); the wrapper calls await_suspend and returns the
// handle's address, which coro-split resumes with a tail call (a jump) in the .resume function, also at -O0.
// RUN: jcirc++ -std=c++20 -w -emit-cir %s -o - | FileCheck %s
// RUN: jcirc++ -std=c++20 -w -O0 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: jcirc++ -std=c++20 -w -O0 -fcir-direct -S %s -o - | FileCheck %s --check-prefix=ASM

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

struct Task {
    struct promise_type;
    using handle = std::coroutine_handle<promise_type>;
    struct FinalAwaiter {
        bool await_ready() noexcept { return false; }
        std::coroutine_handle<> await_suspend(handle h) noexcept { return h.promise().cont; }
        void await_resume() noexcept {}
    };
    struct promise_type {
        std::coroutine_handle<> cont;
        Task get_return_object() { return Task{handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        FinalAwaiter final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    handle h;
};

// CHECK-LABEL: cir.func coroutine @_Z4leafv(
// CHECK: %[[HDL:.*]] = cir.call @__builtin_coro_begin(
// CHECK: cir.await(final
// CHECK: cir.call @__builtin_coro_save(%[[HDL]])
// CHECK: %[[W:.*]] = cir.get_global @_Z4leafv.__await_suspend_wrapper
// CHECK: %[[WP:.*]] = cir.cast(bitcast, %[[W]]
// CHECK: cir.call @__builtin_coro_await_suspend_handle(%{{.*}}, %[[HDL]], %[[WP]])
// CHECK: cir.call @__builtin_coro_suspend(
// CHECK: cir.func internal @_Z4leafv.__await_suspend_wrapper(%[[AW:.*]]: !cir.ptr<!cir.void>, %[[FR:.*]]: !cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
// CHECK: cir.store %[[FR]],
// CHECK: cir.call @_ZN4Task12FinalAwaiter13await_suspendESt16coroutine_handleINS_12promise_typeEE(
// CHECK: cir.return
// ASM-LABEL: _Z4leafv.resume:
// ASM: callq _Z4leafv.__await_suspend_wrapper
// ASM: jmpq *%rax # TAILCALL
Task leaf() { co_return; }
