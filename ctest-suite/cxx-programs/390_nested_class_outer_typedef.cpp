// A nested class of a class template naming the enclosing template's typedef of a template instance whose argument
// is another nested class of it (using handle_type = handle<outer::promise_type>; as gcc's coroutine tests'
// coro1<T>::suspend_always_prt::await_suspend(handle_type)): as a parameter, return and local type, two levels deep.
#include <cstdio>

template <typename P> struct handle {
    P *p;
    int get() const { return p ? p->value : -1; }
};

template <typename T> struct outer {
    struct promise_type;
    using handle_type = handle<outer::promise_type>;
    typedef handle<promise_type> plain_handle;

    struct promise_type { T value; };

    struct awaiter {
        T bias;
        T take(handle_type h) const { return h.get() + bias; }
        handle_type same(handle_type h) const { handle_type c = h; return c; }
        int plain(plain_handle h) const { return h.get() * 2; }
        struct deeper {
            handle_type h;
            T read() const { return h.get() + 1000; }
        };
    };

    promise_type promise;
    awaiter make(T bias) { return awaiter{bias}; }
    handle_type self() { return handle_type{&promise}; }
};

int main() {
    outer<int> o{{42}};
    auto a = o.make(3);
    std::printf("%d\n", a.take(o.self()));
    std::printf("%d\n", a.same(o.self()).get());
    std::printf("%d\n", a.plain(o.self()));
    outer<int>::awaiter::deeper d{o.self()};
    std::printf("%d\n", d.read());
    outer<long> l{{7L}};
    std::printf("%ld %ld\n", l.make(10L).take(l.self()), l.make(0L).take(outer<long>::handle_type{nullptr}));
    return 0;
}
