// C++20 coroutines (docs/coroutines.md, issue 15): an awaiter whose await_suspend returns bool ([expr.await]/5.1.2:
// true suspends, false resumes the coroutine at once without returning to the caller), chosen at run time; a
// generator whose values come through such awaits, an early destroyed one, and std::noop_coroutine() returned by
// a symmetric-transfer await_suspend (the caller resumes nothing: control goes back to the resumer).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
static int suspends = 0, declined = 0;
struct MaybeSuspend {
    int n;
    bool await_ready() { return false; }
    bool await_suspend(std::coroutine_handle<> h) {
        if (n % 3 == 0) { declined++; return false; }   // keep running: no suspension
        suspends++;
        return true;
    }
    int await_resume() { return n * 10; }
};
struct ToNoop {
    std::coroutine_handle<> await_suspend(std::coroutine_handle<>) { return std::noop_coroutine(); }
    bool await_ready() { return false; }
    void await_resume() {}
};
struct Gen {
    struct promise_type {
        int value = -1;
        static inline int live = 0;
        promise_type() { live++; }
        ~promise_type() { live--; }
        Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    explicit Gen(std::coroutine_handle<promise_type> h) : h(h) {}
    Gen(Gen &&o) : h(o.h) { o.h = nullptr; }
    ~Gen() { if (h) h.destroy(); }
};
Gen values(int count) {
    for (int i = 1; i <= count; i++) {
        int v = co_await MaybeSuspend{i};   // suspends for i % 3 != 0
        std::printf("  got %d\n", v);
        if (i % 2 == 0) co_yield v + i;
    }
}
Gen viaNoop() {
    std::printf("  before noop\n");
    co_await ToNoop{};
    std::printf("  after noop\n");
    co_yield 7;
}
int main() {
    {
        Gen g = values(6);
        int resumes = 0;
        while (!g.h.done()) {
            g.h.resume();
            resumes++;
            if (!g.h.done()) std::printf("resume %d: value %d\n", resumes, g.h.promise().value);
        }
        std::printf("resumes %d suspends %d declined %d\n", resumes, suspends, declined);
    }
    {
        Gen g = values(10);
        for (int i = 0; i < 4; i++) g.h.resume();   // destroyed unfinished, suspended in an await
        std::printf("partial: value %d live %d\n", g.h.promise().value, Gen::promise_type::live);
    }
    std::printf("live after %d\n", Gen::promise_type::live);
    {
        Gen g = viaNoop();
        g.h.resume();
        std::printf("noop: done %d\n", (int)g.h.done());
        g.h.resume();
        std::printf("noop: value %d\n", g.h.promise().value);
    }
    std::printf("live end %d\n", Gen::promise_type::live);
    return 0;
}
