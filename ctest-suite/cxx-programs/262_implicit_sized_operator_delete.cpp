// C++14 sized deallocation ([basic.stc.dynamic]/2): `::operator delete(p, size)` is declared implicitly in every unit,
// without <new> (rejected before: "no matching function for call to 'operator delete'"); a class's and a coroutine
// promise's sized operator delete forwarding to it (gcc's coroutine tests pr95615-*).
// ARGS: -std=c++20
#include <cstdio>
#include <coroutine>
static int frames = 0;
struct S {
    int a[4];
    static void *operator new(size_t sz) { std::printf("S new %zu\n", sz); return ::operator new(sz); }
    static void operator delete(void *p, size_t sz) { std::printf("S delete %zu\n", sz); ::operator delete(p, sz); }
};
struct Task {
    struct promise_type {
        void *operator new(size_t sz) { frames++; return ::operator new(sz); }
        void operator delete(void *p, size_t sz) { frames--; ::operator delete(p, sz); }
        Task get_return_object() { return {}; }
        std::suspend_never initial_suspend() noexcept { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
    };
};
Task f(int n) {
    std::printf("coroutine %d frames %d\n", n, frames);
    co_return;
}
int main() {
    void *p = ::operator new(24);
    ::operator delete(p, 24);
    void *q = ::operator new[](8);
    ::operator delete[](q, 8);
    S *s = new S;
    s->a[0] = 1;
    delete s;
    f(1);
    std::printf("frames %d\n", frames);
    return 0;
}
