// A coroutine that is a function template instance: its promise comes from the instance's return type
// (task<int>::promise_type, task<double>'s), not the template's (task<T> named 'task' before); the promise's
// members use deduced 'auto' return types and the handle's explicit operator bool is called in the destructor.
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

template <typename T> struct task {
    struct promise_type {
        T value{};
        task get_return_object() { return task(std::coroutine_handle<promise_type>::from_promise(*this)); }
        auto initial_suspend() noexcept { return std::suspend_always{}; }
        auto final_suspend() noexcept { return std::suspend_always{}; }
        void return_value(T v) { value = v; }
        void unhandled_exception() {}
    };
    std::coroutine_handle<promise_type> h;
    explicit task(std::coroutine_handle<promise_type> p) : h(p) {}
    ~task() { if (h) h.destroy(); }
    T get() { h.resume(); return h.promise().value; }
};

template <typename T> task<T> twice(T x) { co_return x + x; }

template <typename T> task<T> sum3(T a, T b, T c) { co_return a + b + c; }

int main() {
    auto a = twice(21);
    auto b = twice(1.25);
    auto c = sum3<long>(1, 2, 40000000000L);
    printf("%d %.2f %ld\n", a.get(), b.get(), c.get());
    return 0;
}
