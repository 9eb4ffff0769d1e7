// A member function of a class template instance whose deduced return type is a closure of its body, called in main: the instance is walked before main (Sema knows the closure's type only from that walk; the
// call's type was 'int': "called object type 'int' is not a function"). The closures: captureless with a parameter of
// the template's type, capturing a parameter and a local by copy, and a coroutine lambda returning a task
// (gcc's coroutines/torture/class-04-lambda-1, class-05-lambda-capture-copy-local).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

struct Task {
    struct promise_type {
        long result = 0;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_value(long v) { result = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    ~Task() { h.destroy(); }
};

template <typename T>
class Foo {
public:
    T base;
    auto adder() {
        auto l = [](T y) { T x = y; return x + 3; };
        return l;
    }
    auto scaler(T k) {
        T off = base + 1;
        return [k, off](T y) { return y * k + off; };
    }
    auto task() {
        return [](T y) -> Task {
            T x = y;
            co_await std::suspend_always{};
            co_return x * 2;
        };
    }
};

int main() {
    Foo<int> fi{10};
    auto add = fi.adder();
    int arg = 17;
    int r1 = add(arg);
    std::printf("%d\n", r1);
    auto sc = fi.scaler(3);
    fi.base = 100;
    int r2 = sc(5);
    std::printf("%d\n", r2);
    Foo<long> fl{7};
    auto mk = fl.task();
    Task t = mk(21L);
    t.h.resume();
    std::printf("suspended %d\n", (int)t.h.done());
    t.h.resume();
    std::printf("done %d result %ld\n", (int)t.h.done(), t.h.promise().result);
    auto sl = fl.scaler(2L);
    long r3 = sl(9L);
    std::printf("%ld\n", r3);
    return 0;
}
