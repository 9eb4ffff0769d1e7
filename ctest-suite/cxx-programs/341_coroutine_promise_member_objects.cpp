// C++20 coroutines (docs/coroutines.md): promise "member functions" that are data members of a class type with an
// operator() ([dcl.fct.def.coroutine] looks the names up as class members; gcc's torture/pr95519-*): a functor
// member with state of its own (return_void, return_value: the call's object is the promise's member), static
// constexpr lambdas (initial_suspend, final_suspend, yield_value, unhandled_exception: the object is the static
// member), mixed with ordinary member functions.
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

int events = 0;

struct Gen {
    struct promise_type {
        struct Finisher {
            int calls = 0;
            int tag;
            void operator()() { calls++; events += tag; std::printf("return_void #%d (tag %d)\n", calls, tag); }
        };
        int value = 0;
        Finisher return_void{0, 100};
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        static constexpr auto initial_suspend = []() noexcept { std::printf("initial\n"); return std::suspend_always{}; };
        static constexpr auto final_suspend = []() noexcept { std::printf("final\n"); return std::suspend_always{}; };
        static constexpr auto unhandled_exception = [] { std::printf("unhandled\n"); };
        std::suspend_always yield_value(int v) { value = v; return {}; }
    };
    std::coroutine_handle<promise_type> h;
    explicit Gen(std::coroutine_handle<promise_type> h) : h(h) {}
    Gen(Gen &&o) : h(o.h) { o.h = nullptr; }
    ~Gen() { if (h) h.destroy(); }
};

Gen count(int n) {
    for (int i = 1; i <= n; i++) co_yield i * i;
}

struct Task {
    struct promise_type {
        struct Store {
            int *slot;
            void operator()(int v) { *slot = v; events++; }
        };
        int result = -1;
        Store return_value{&result};
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_never initial_suspend() { return {}; }
        static constexpr auto final_suspend = []() noexcept -> std::suspend_always { return {}; };
        static constexpr auto yield_value = [](int v) -> std::suspend_never { std::printf("yielded %d\n", v); events += v; return {}; };
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    explicit Task(std::coroutine_handle<promise_type> h) : h(h) {}
    ~Task() { if (h) h.destroy(); }
};

Task compute(int a, int b) {
    co_yield a;
    co_yield b;
    co_return a * b + 1;
}

int main() {
    {
        Gen g = count(3);
        while (!g.h.done()) {
            g.h.resume();
            if (!g.h.done()) std::printf("value %d\n", g.h.promise().value);
        }
        std::printf("finisher calls %d\n", g.h.promise().return_void.calls);
    }
    {
        Task t = compute(6, 7);
        std::printf("result %d done %d\n", t.h.promise().result, (int)t.h.done());
    }
    std::printf("events %d\n", events);
    return 0;
}
