// C++20 coroutines (docs/coroutines.md): the promise's lifetime (a non-trivial constructor and destructor, default
// member initializers), by-value class parameters (one with a move constructor and a destructor, one passed in
// memory) moved into the frame and destroyed with it (also when an unfinished coroutine is
// destroyed), awaiter results of class type.
// (One non-trivial parameter: g++ evaluates arguments and destroys the copies in another order than clang and jcirc.)
// ARGS: -std=c++20
#include <cstdio>

#include "coroutine_handle.h"

struct Tracked {
    int id;
    Tracked(int i) : id(i) { std::printf("Tracked(%d)\n", id); }
    Tracked(const Tracked &o) : id(o.id + 100) { std::printf("copy Tracked(%d)\n", id); }
    Tracked(Tracked &&o) : id(o.id + 10) { o.id = -1; std::printf("move Tracked(%d)\n", id); }
    ~Tracked() { std::printf("~Tracked(%d)\n", id); }
};

struct Pair { long a, b, c; };   // a class result (returned in memory)
struct Big { long x[5]; };        // a trivially copyable parameter passed in memory (byval)

struct Gen {
    struct promise_type {
        int value = 7;
        const char *name = "promise";
        Tracked t{1};
        promise_type() { std::printf("promise() value=%d %s\n", value, name); }
        ~promise_type() { std::printf("~promise value=%d\n", value); }
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_void() { std::printf("return_void\n"); }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
};

struct PairAwaiter {
    long base;
    bool await_ready() { return true; }
    void await_suspend(std::coroutine_handle<>) {}
    Pair await_resume() { return Pair{base, base * 2, base * 3}; }
};

Gen counter(Tracked t, int n, Big u) {
    std::printf("body t=%d u=%ld\n", t.id, u.x[4]);
    for (int i = 0; i < n; i++) {
        Pair p = co_await PairAwaiter{i};
        co_yield (int)(t.id + u.x[4] + p.a + p.b + p.c);
    }
}

int main() {
    {
        Gen g = counter(Tracked(2), 3, Big{{1, 2, 3, 4, 5}});
        std::printf("created\n");
        while (true) {
            g.h.resume();
            if (g.h.done()) break;
            std::printf("yield %d\n", g.h.promise().value);
        }
        g.h.destroy();
    }
    std::printf("--\n");
    {
        Tracked a(4);
        Big big{{0, 0, 0, 0, 9}};
        Gen g = counter(a, 5, big);
        big.x[4] = 1000;   // the frame has its own copy
        g.h.resume();
        std::printf("yield %d\n", g.h.promise().value);
        g.h.destroy();   // unfinished: the parameter copies and the promise are destroyed
    }
    return 0;
}
