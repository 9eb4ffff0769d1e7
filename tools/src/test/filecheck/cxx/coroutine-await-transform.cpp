// C++20 coroutines (docs/coroutines.md): [expr.await]'s steps before the cir.await: the promise's await_transform
// (the overload for the operand), then a member or free operator co_await (mangled 'aw'); the awaiter the last step
// returns is what the cir.await's three regions call; a class temporary of a step is destroyed after the cir.await.
// RUN: jcirc++ -std=c++20 -w -emit-cir %s -o - | FileCheck %s

namespace std {
template <class R, class... A> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> { void *fr = nullptr; };
template <class P> struct coroutine_handle {
    void *fr = nullptr;
    static coroutine_handle from_promise(P &p) {
        coroutine_handle h;
        h.fr = __builtin_coro_promise((char *)&p, __alignof(P), true);
        return h;
    }
};
struct suspend_always {
    bool await_ready() const noexcept { return false; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
}
struct Aw {
    int v;
    bool await_ready() { return false; }
    void await_suspend(std::coroutine_handle<>) {}
    int await_resume() { return v; }
};
struct M {
    int k;
    ~M() {}
    Aw operator co_await() { return Aw{k}; }
};
struct F { int k; };
Aw operator co_await(F f) { return Aw{f.k}; }
struct G {
    struct promise_type {
        G get_return_object() { return G{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
        M await_transform(int x) { return M{x}; }
        F await_transform(double) { return F{1}; }
    };
    std::coroutine_handle<promise_type> h;
};

// CHECK-LABEL: cir.func coroutine @_Z1fv(
// CHECK: cir.await(init
// co_await 5: await_transform(int) -> M (a temporary) -> M::operator co_await() -> Aw
// (M has a destructor: returned through sret, into the temporary %[[M]]; Aw in a register, stored to its temporary)
// CHECK: cir.call @_ZN1G12promise_type15await_transformEi(%[[M:[0-9]+]], %{{.*}}, %{{.*}})
// CHECK: %[[AW:.*]] = cir.call @_ZN1MawEv(%[[M]])
// CHECK: cir.store %[[AW]], %{{.*}}
// CHECK: cir.await(user, ready : {
// CHECK: cir.call @_ZN2Aw11await_readyEv(%[[A:[0-9]+]])
// CHECK: }, suspend : {
// CHECK: cir.call @_ZN2Aw13await_suspendESt16coroutine_handleIvE(%[[A]],
// the destroyed edge destroys the step's temporary too
// CHECK: cir.call @_ZN1MD1Ev(%[[M]])
// CHECK: }, resume : {
// CHECK: cir.call @_ZN2Aw12await_resumeEv(%[[A]])
// CHECK: })
// CHECK: cir.call @_ZN1MD1Ev(%[[M]])
// co_await 2.0: await_transform(double) -> F -> operator co_await(F) -> Aw
// CHECK: cir.call @_ZN1G12promise_type15await_transformEd(
// CHECK: cir.call @_Zaw1F(
// CHECK: cir.await(user
// CHECK: cir.await(final
G f() {
    int a = co_await 5;
    int b = co_await 2.0;
    (void)a; (void)b;
}
