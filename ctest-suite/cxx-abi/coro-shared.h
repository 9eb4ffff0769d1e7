// Coroutines across compilers (docs/coroutines.md): the types both files use; each side's coroutines are resumed,
// awaited and destroyed by code the other compiler built (the frame's resume/destroy pointers and the promise after
// them are the ABI both follow).
#pragma once
#include "../cxx-programs/coroutine_handle.h"   // the stand-in for <coroutine> (docs/coroutines.md)
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
    bool next() { h.resume(); return !h.done(); }
    int value() const { return h.promise().value; }
};
// a lazy task: awaiting it starts it and resumes the awaiter when it finishes (symmetric transfer)
struct Task {
    struct promise_type {
        int result = 0;
        std::coroutine_handle<> waiter;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        struct Final {
            bool await_ready() noexcept { return false; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept { return h.promise().waiter; }
            void await_resume() noexcept {}
        };
        Final final_suspend() noexcept { return {}; }
        void return_value(int v) { result = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    bool await_ready() { return false; }
    std::coroutine_handle<> await_suspend(std::coroutine_handle<> w) { h.promise().waiter = w; return h; }
    int await_resume() { return h.promise().result; }
};
struct Noop {   // a coroutine the other side resumes last: the chain's bottom
    struct promise_type {
        Noop get_return_object() { return Noop{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
// the callee's side
Gen squares(int n);
Task scaled(Task inner, int k);
int sum(Gen g);                 // runs a generator built by the caller
// the caller's side
Task leaf(int v);
