// C++20 coroutines (docs/coroutines.md): get_return_object returning another type than the coroutine's (here the
// handle): the return value is initialized from it through the return type's converting constructor
// ([dcl.fct.def.coroutine]/7); the return type has a destructor and a move constructor (returned in memory).
// ARGS: -std=c++20
#include <cstdio>
#include "coroutine_handle.h"
static int converted = 0;
struct R {
    struct promise_type;
    using handle = std::coroutine_handle<promise_type>;
    handle h;
    int tag;
    R(handle x) : h(x), tag(7) { converted++; }
    R(R &&o) : h(o.h), tag(o.tag) { o.h = handle(); }
    R(const R &) = delete;
    ~R() { if (h.address()) h.destroy(); }
    struct promise_type {
        int value = 0;
        handle get_return_object() { return handle::from_promise(*this); }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) { value = v; return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
};
R f(int n) {
    for (int i = 0; i < n; i++) co_yield i * 3;
}
int main() {
    {
        R r = f(4);
        std::printf("converted %d tag %d\n", converted, r.tag);
        for (r.h.resume(); !r.h.done(); r.h.resume()) std::printf("value %d\n", r.h.promise().value);
    }
    R a = f(2), b = f(5);
    a.h.resume(); b.h.resume(); b.h.resume();
    std::printf("a %d b %d converted %d\n", a.h.promise().value, b.h.promise().value, converted);
}
