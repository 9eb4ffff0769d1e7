#include <cstdio>
#include "coro-shared.h"
Gen squares(int n) {
    for (int i = 1; i <= n; i++) co_yield i * i;
}
Task scaled(Task inner, int k) {
    int v = co_await inner;   // the caller's coroutine, started and finished by symmetric transfer
    std::printf("callee: inner gave %d\n", v);
    co_return v * k;
}
int sum(Gen g) {
    int s = 0;
    while (g.next()) s += g.value();
    g.h.destroy();
    return s;
}
