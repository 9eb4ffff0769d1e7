// A member function defined in its class whose deduced return type is a class its own body defines: a lambda's
// closure (captureless, and capturing a parameter and a local by copy) or a local class, called before the unit's
// other in-class bodies: Sema walks such bodies right after their class, as the types are known only then (the call's
// type was 'int': "called object type 'int' is not a function"). A coroutine awaits an object whose
// 'auto operator co_await()' returns a local awaiter class (gcc's coroutines/torture/func-params-08).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

struct Maker {
    int base = 10;
    auto adder() {
        auto l = [](int y) { int x = y; return x + 3; };
        return l;
    }
    auto scaler(int k) {
        int off = base + 1;
        return [k, off](int y) { return y * k + off; };
    }
    auto point(int a) {
        struct P {
            int x, y;
            int sum() const { return x + y; }
        };
        return P{a, a * base};
    }
};

struct Value {
    int v;
    auto operator co_await() {
        struct awaitable {
            int v;
            bool await_ready() { return false; }
            void await_suspend(std::coroutine_handle<>) { std::printf("suspend %d\n", v); }
            int await_resume() { return v * 2; }
        };
        return awaitable{v + 1};
    }
};

struct Task {
    struct promise_type {
        int result = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(int v) { result = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    ~Task() { h.destroy(); }
};

Task run(int a) {
    Value val{a};
    int r = co_await val;
    std::printf("resumed with %d\n", r);
    co_return r + co_await Value{r};
}

int main() {
    Maker m;
    auto add = m.adder();
    int arg = 17;
    std::printf("%d\n", add(arg));
    auto sc = m.scaler(3);
    m.base = 100;
    std::printf("%d %d\n", sc(5), m.scaler(2)(1));
    auto p = m.point(4);
    std::printf("%d %d %d\n", p.x, p.y, p.sum());
    Task t = run(5);
    t.h.resume();
    t.h.resume();
    t.h.resume();
    std::printf("done %d result %d\n", (int)t.h.done(), t.h.promise().result);
    return 0;
}
