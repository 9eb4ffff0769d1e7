// C++20 coroutines (docs/coroutines.md): a user specialization of std::coroutine_traits choosing the promise (for a
// return type without promise_type, and per parameter list), a promise constructor taking the coroutine's parameters
// (used when viable, [dcl.fct.def.coroutine]/5; for a member function *this comes first), and the promise's
// operator new(size_t, Args...) taking them too (else operator new(size_t)).
// ARGS: -std=c++20
#include <cstdio>
#include <cstdlib>
#include "coroutine_handle.h"
struct Handle { void *frame; };   // a return type with no promise_type
struct PromiseBase {
    int tag = 0;
    Handle get_return_object() { return Handle{std::coroutine_handle<PromiseBase>::from_promise(*this).address()}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() {}
};
struct IntPromise : PromiseBase {
    IntPromise(int a, const char *s) { tag = a; std::printf("IntPromise(%d, %s)\n", a, s); }
    static void *operator new(std::size_t n, int a, const char *) {
        std::printf("operator new(size, %d, ...)\n", a);
        return std::malloc(n);
    }
    static void operator delete(void *p) { std::printf("operator delete\n"); std::free(p); }
};
struct DefaultPromise : PromiseBase {
    DefaultPromise() { tag = -1; std::printf("DefaultPromise()\n"); }
};
namespace std {
template <> struct coroutine_traits<Handle, int, const char *> { using promise_type = IntPromise; };
template <class... A> struct coroutine_traits<Handle, A...> { using promise_type = DefaultPromise; };
}
Handle f(int a, const char *s) {
    std::printf("f body %d %s\n", a, s);
    co_return;
}
Handle g(double d) {
    std::printf("g body %g\n", d);
    co_return;
}
// a member function: the promise's constructor takes the object first
struct Counter;
struct Task {
    struct promise_type {
        int start;
        promise_type(Counter &c, int step);
        static void *operator new(std::size_t n) { std::printf("operator new(size)\n"); return std::malloc(n); }
        static void operator delete(void *p) { std::printf("operator delete(Task)\n"); std::free(p); }
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
struct Counter {
    int value = 40;
    Task run(int step) {
        value += step;
        std::printf("run %d\n", value);
        co_return;
    }
};
Task::promise_type::promise_type(Counter &c, int step) : start(c.value) { std::printf("promise_type(Counter %d, %d)\n", c.value, step); }
int main() {
    Handle h = f(7, "seven");
    auto c = std::coroutine_handle<IntPromise>::from_address(h.frame);
    std::printf("tag %d\n", c.promise().tag);
    c.resume();
    std::printf("done %d\n", (int)c.done());
    c.destroy();
    Handle k = g(2.5);
    auto d = std::coroutine_handle<DefaultPromise>::from_address(k.frame);
    std::printf("tag %d\n", d.promise().tag);
    d.resume();
    d.destroy();
    Counter ctr;
    Task t = ctr.run(2);
    std::printf("start %d\n", t.h.promise().start);
    t.h.resume();
    t.h.destroy();
    std::printf("value %d\n", ctr.value);
}
