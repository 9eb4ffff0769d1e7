// ARGS: -std=c++20
// An exception leaving promise.unhandled_exception() (which rethrows) leaves the coroutine suspended at its final
// suspend point ([dcl.fct.def.coroutine]/14): done() is true after the exception reaches resume()'s caller, and the
// frame, the promise and the body's locals are destroyed once each.
#include <coroutine>
#include <cstdio>
#include <stdexcept>
#include <string>

static int frames = 0, promises = 0, locals = 0;

struct Local {
    int id;
    explicit Local(int i) : id(i) { locals++; }
    ~Local() { locals--; std::printf("~Local(%d)\n", id); }
};

struct Task {
    struct promise_type {
        int last = -1;
        promise_type() { promises++; }
        ~promise_type() { promises--; }
        void *operator new(std::size_t n) { frames++; return ::operator new(n); }
        void operator delete(void *p, std::size_t n) { frames--; ::operator delete(p, n); }
        Task get_return_object() { return Task(std::coroutine_handle<promise_type>::from_promise(*this)); }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) noexcept { last = v; return {}; }
        void return_void() noexcept {}
        void unhandled_exception() { std::printf("unhandled_exception, rethrow\n"); throw; }
    };
    std::coroutine_handle<promise_type> h;
    explicit Task(std::coroutine_handle<promise_type> c) : h(c) {}
    Task(Task &&o) noexcept : h(o.h) { o.h = nullptr; }
    ~Task() { if (h) h.destroy(); }
};

Task counter(int limit) {
    Local outer(1);
    for (int i = 0; i < 10; i++) {
        Local inner(100 + i);
        if (i == limit) throw std::runtime_error("limit " + std::to_string(limit));
        co_yield i * i;
    }
}

int main() {
    for (int limit : {0, 2}) {
        Task t = counter(limit);
        int steps = 0;
        try {
            while (!t.h.done()) {
                t.h.resume();
                std::printf("yielded %d\n", t.h.promise().last);
                steps++;
            }
        } catch (const std::exception &e) {
            std::printf("caught '%s' after %d steps, done=%d, locals=%d\n", e.what(), steps, (int)t.h.done(), locals);
        }
    }
    std::printf("frames=%d promises=%d locals=%d\n", frames, promises, locals);
    return 0;
}
