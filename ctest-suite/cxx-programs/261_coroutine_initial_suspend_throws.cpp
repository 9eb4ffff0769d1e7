// C++20 coroutines (docs/coroutines.md): an exception thrown by the initial suspend's await_suspend (before the
// initial await_resume is called) leaves the coroutine ([dcl.fct.def.coroutine]/5: the handler rethrows it) and reaches
// the ramp's caller; one thrown by that await_resume, or in the body, reaches unhandled_exception (wrong code before:
// std::terminate). The frame, the promise and the parameter copies are destroyed when the ramp throws.
// ARGS: -std=c++20
#include <cstdio>
#include <coroutine>
static int live = 0;
struct Counted {
    int v;
    Counted(int x) : v(x) { live++; }
    Counted(Counted &&o) : v(o.v) { live++; }
    ~Counted() { live--; }
};
struct Task {
    struct promise_type {
        int control, value = -1;
        promise_type(Counted &c) : control(c.v) { live++; }
        ~promise_type() { live--; }
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        struct Initial {
            int control;
            bool await_ready() const noexcept { return false; }
            void await_suspend(std::coroutine_handle<>) const { if (control == 1) throw 42; }
            void await_resume() const { if (control == 2) throw 6174; }
        };
        Initial initial_suspend() { return Initial{control}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(int v) { value = v; }
        void unhandled_exception() { std::printf("unhandled_exception\n"); value = -11; }
    };
    std::coroutine_handle<promise_type> h;
};
Task f(Counted c) {
    if (c.v == 3) throw 7;
    co_return c.v * 10;
}
int main() {
    for (int k = 0; k < 4; k++) {
        try {
            Task t = f(Counted(k));
            std::printf("case %d: live %d\n", k, live);
            t.h.resume();
            std::printf("case %d: done %d value %d\n", k, (int)t.h.done(), t.h.promise().value);
            t.h.destroy();
        } catch (int e) {
            std::printf("case %d: caught %d\n", k, e);
        }
        std::printf("case %d: live after %d\n", k, live);
    }
    return 0;
}
