// A promise whose only constructor is a variadic template (template <typename... Args> promise(Args &...)):
// a coroutine without parameters default-initializes it through the instance with an empty pack, one with
// parameters passes their lvalues to the instance deduced from them ([dcl.fct.def.coroutine]/5; gcc's
// coroutines/torture/local-var-06-structured-binding).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>

struct promise;

struct future {
    using promise_type = promise;
    int made_with;
};

struct promise {
    int count;
    template <typename... Args> promise(Args &...args) : count(sizeof...(Args)) {
        std::printf("promise from %d argument(s)\n", count);
        ((std::printf(" arg %d\n", (int)args)), ...);
    }
    ~promise() { std::printf("promise destroyed (%d)\n", count); }
    std::suspend_never initial_suspend() { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    future get_return_object() { return {count}; }
    void return_value(int v) { std::printf("returned %d\n", v); }
    void unhandled_exception() {}
};

struct pair { int i; };
pair something() { return {1}; }

future none() {
    auto [i] = something();
    co_return i + 10;
}

future two(int a, long b) { co_return a + (int)b; }

int main() {
    future f = none();
    std::printf("made with %d\n", f.made_with);
    future g = two(3, 4L);
    std::printf("made with %d\n", g.made_with);
    return 0;
}
