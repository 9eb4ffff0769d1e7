// C++20 coroutines: a user partial specialization of std::coroutine_traits chooses the promise of coroutines
// returning void (the promise class is named by nothing but the traits, so Sema lays out its class instance when
// the coroutine asks for it), with the coroutine_handle parameter passed to the promise's constructor, and a
// get_return_object that is a data member of a nested class type with an 'auto operator()'
// (gcc's coroutines/torture/co-ret-17-void-ret-coro, pr95519-05-gro).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

static int promises = 0, gro_calls = 0;

struct base_promise {
    std::suspend_always initial_suspend() const noexcept { return {}; }
    std::suspend_always final_suspend() const noexcept { return {}; }
    void unhandled_exception() const noexcept {}
};

template <typename R, typename HandleRef, typename... T>
struct std::coroutine_traits<R, HandleRef, T...> {
    struct promise_type : base_promise {
        int sum = 0;
        promise_type(HandleRef h, T... args) {
            h = std::coroutine_handle<promise_type>::from_promise(*this);
            sum = (0 + ... + args);
            promises++;
            std::printf("promise(%d) args %d\n", sum, (int)sizeof...(T));
        }
        ~promise_type() { promises--; std::printf("~promise(%d)\n", sum); }
        struct gro {
            auto operator()() { gro_calls++; std::printf("get_return_object %d\n", gro_calls); }
        };
        gro get_return_object;
        void return_void() { std::printf("return_void %d\n", sum); }
    };
};

static void count(std::coroutine_handle<> &h, int a, int b) {
    std::printf("count %d %d\n", a, b);
    co_await std::suspend_always{};
    std::printf("count resumed %d\n", a + b);
    co_return;
}

static void plain(std::coroutine_handle<> &h) {
    std::printf("plain\n");
    co_return;
}

int main() {
    std::coroutine_handle<> h, k;
    count(h, 3, 4);
    std::printf("started: done %d promises %d\n", (int)h.done(), promises);
    h.resume();
    std::printf("suspended: done %d\n", (int)h.done());
    h.resume();
    std::printf("finished: done %d\n", (int)h.done());
    plain(k);
    k.resume();
    std::printf("promises %d\n", promises);
    h.destroy();
    k.destroy();
    std::printf("promises %d gro %d\n", promises, gro_calls);
    return 0;
}
