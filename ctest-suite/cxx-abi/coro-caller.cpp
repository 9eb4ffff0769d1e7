#include <cstdio>
#include "coro-shared.h"
static Gen evens(int n) {
    for (int i = 0; i < n; i++) co_yield 2 * i;
}
Task leaf(int v) {
    std::printf("caller: leaf %d\n", v);
    co_return v + 1;
}
static Noop top(int *out) {
    *out = co_await scaled(leaf(20), 3);
}
int main() {
    Gen g = squares(5);
    while (g.next()) std::printf("square %d\n", g.value());
    g.h.destroy();
    Gen early = squares(100);
    early.next(); early.next();
    std::printf("early %d\n", early.value());
    early.h.destroy();   // an unfinished callee coroutine destroyed by the caller
    std::printf("sum of evens %d\n", sum(evens(10)));
    int r = 0;
    Noop t = top(&r);
    t.h.resume();
    std::printf("scaled %d done %d\n", r, (int)t.h.done());
    t.h.destroy();
}
