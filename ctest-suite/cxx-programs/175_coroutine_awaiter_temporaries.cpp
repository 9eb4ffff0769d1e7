// C++20 coroutines (docs/coroutines.md): co_await on prvalue awaiters with a destructor: the temporary lives across the
// suspension point and is destroyed at the end of the full-expression, or by the destruction of the unfinished coroutine.
// ARGS: -std=c++20
#include <cstdio>
#include "coroutine_handle.h"
struct Aw {
    int id;
    Aw(int i) : id(i) { std::printf("Aw(%d)\n", id); }
    ~Aw() { std::printf("~Aw(%d)\n", id); }
    bool await_ready() { return false; }
    void await_suspend(std::coroutine_handle<>) {}
    int await_resume() { return id * 2; }
};
struct G {
    struct promise_type {
        G get_return_object() { return G{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};
G f() {
    int x = co_await Aw(1);
    std::printf("x %d\n", x);
    int y = co_await Aw(2) + 1;   // the awaiter lives across the suspension (and dies on the destroyed edge)
    y += co_await Aw(3);
    std::printf("y %d\n", y);
}
int main() {
    G g = f();
    while (!g.h.done()) g.h.resume();
    g.h.destroy();
    G e = f(); e.h.resume(); e.h.resume(); std::printf("destroy early\n"); e.h.destroy();
}
