// A member function template of an ordinary class (not a class template) calling, by an unqualified name with
// dependent arguments, a member function of its class declared later, overloaded, const-qualified, or of a base
// (std::thread's thread<F>(F&&) calling _M_start_thread): the call's implied object is *this.
#include <cstdio>

struct Base {
    int total = 0;
    void add(long v) { total += (int)v * 100; }
};

struct Runner : Base {
    template<typename F> explicit Runner(F f) { start(f, 1); }
    template<typename T> void go(T t) { start(t, 2); note(t); add(t); }
    template<typename T> int peek(T t) const { return seen(t) + seen(2.5); }
    void start(int k, int m) { got += k * m; }
    void start(double d, int m) { got += (int)(d * 10) * m; }
    void note(int k) { notes += k; }
    int seen(int k) const { return got + k; }
    int seen(double) const { return -1; }
    int got = 0, notes = 0;
};

int main() {
    Runner r(4);
    r.go(3);
    r.go(1.5);
    printf("%d %d %d %d\n", r.got, r.notes, r.total, r.peek(5));
    return 0;
}
