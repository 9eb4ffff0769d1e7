// C++20 coroutines (docs/coroutines.md): when the promise declares both operator delete(void*) and operator
// delete(void*, size_t), the frame is freed by the two-argument form with the frame's size, the size operator new
// was given ([dcl.fct.def.coroutine]/12; wrong code before: the one-argument form was called; gcc's
// torture/alloc-04-overload-del-use-two-args). A promise with only one of them uses that one.
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
#include <cstdlib>
static std::size_t allocated = 0;
static int unsized = 0, sized = 0, wrong = 0;
template <int N> struct Task {
    struct promise_type {
        void *operator new(std::size_t n) { allocated = n; return std::malloc(n); }
        void operator delete(void *p) { unsized++; std::free(p); }
        void operator delete(void *p, std::size_t n) {
            sized++;
            if (n != allocated) wrong++;
            std::free(p);
        }
        Task get_return_object() { return {}; }
        std::suspend_never initial_suspend() { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_value(int v) { std::printf("Task<%d> returned %d\n", N, v); }
        void unhandled_exception() {}
    };
};
struct OnlyUnsized {
    struct promise_type {
        void *operator new(std::size_t n) { return std::malloc(n); }
        void operator delete(void *p) { unsized++; std::free(p); }
        OnlyUnsized get_return_object() { return {}; }
        std::suspend_never initial_suspend() { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
};
struct OnlySized {
    struct promise_type {
        void *operator new(std::size_t n) { allocated = n; return std::malloc(n); }
        void operator delete(void *p, std::size_t n) {
            sized++;
            if (n != allocated) wrong++;
            std::free(p);
        }
        OnlySized get_return_object() { return {}; }
        std::suspend_never initial_suspend() { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
};
Task<1> one(int v) { co_return v + 1; }
Task<2> two(long a, long b, long c) {
    long big[16] = {a, b, c};
    co_return (int)(big[0] + big[1] + big[2]);
}
OnlyUnsized three() { co_return; }
OnlySized four(double d) { std::printf("four %g\n", d); co_return; }
int main() {
    one(41);
    std::printf("unsized %d sized %d wrong sizes %d\n", unsized, sized, wrong);
    two(1, 2, 3);
    std::printf("unsized %d sized %d wrong sizes %d\n", unsized, sized, wrong);
    three();
    std::printf("unsized %d sized %d wrong sizes %d\n", unsized, sized, wrong);
    four(2.5);
    std::printf("unsized %d sized %d wrong sizes %d\n", unsized, sized, wrong);
    return 0;
}
