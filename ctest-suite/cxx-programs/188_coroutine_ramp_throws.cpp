// C++20 coroutines (docs/coroutines.md): an exception thrown in the ramp before the initial suspend — by a parameter's
// copy into the frame, the promise's constructor, get_return_object() or the return type's converting constructor —
// leaves the coroutine after what was built so far is destroyed (last built first) and the frame is freed through the
// promise's sized operator delete (wrong code before: the frame, the promise and the copies leaked; gcc's
// torture/pr95615-02, -03).
// ARGS: -std=c++20
#include <coroutine>
#include <cstdio>
#include <cstdlib>
#include <new>
static int live = 0, frames = 0, mode = 0;
struct Arg {
    int v, gen = 0;   // gen 1: the parameter, 2: its copy in the frame
    Arg(int x) : v(x) { live++; }
    Arg(const Arg &o) : v(o.v), gen(o.gen + 1) { live++; }
    Arg(Arg &&o) : v(o.v), gen(o.gen + 1) {
        if (mode == 1 && v == 2 && gen == 2) throw 1;
        live++;
    }
    ~Arg() { live--; }
};
struct Ret {
    int v;
    Ret(int x) : v(x) {
        if (mode == 4) throw 4;
        live++;
    }
    Ret(Ret &&o) : v(o.v) { live++; }
    ~Ret() { live--; }
};
struct Task {
    struct promise_type {
        void *operator new(std::size_t n) { frames++; return std::malloc(n); }
        void operator delete(void *p, std::size_t n) {
            frames--;
            std::printf("delete %s\n", n > sizeof(promise_type) ? "frame" : "?");
            std::free(p);
        }
        promise_type() {
            if (mode == 2) throw 2;
            live++;
        }
        ~promise_type() { live--; }
        Task get_return_object() {
            if (mode == 3) throw 3;
            return Task(7);
        }
        std::suspend_never initial_suspend() { return {}; }
        std::suspend_never final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() { std::printf("unhandled\n"); }
    };
    Ret r;
    Task(int v) : r(v) {}
};
Task f(Arg a, Arg b) {
    std::printf("body %d %d\n", a.v, b.v);
    co_return;
}
int main() {
    for (mode = 0; mode <= 3; mode++) {
        try {
            Arg a(1), b(2);
            Task t = f(static_cast<Arg &&>(a), static_cast<Arg &&>(b));
            std::printf("mode %d: returned %d, live %d\n", mode, t.r.v, live);
        } catch (int e) {
            std::printf("mode %d: caught %d\n", mode, e);
        }
        std::printf("mode %d: live %d frames %d\n", mode, live, frames);
    }
    return 0;
}
