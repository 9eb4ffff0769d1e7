// Wrong code found by the coroutine helper and reduced by the lead: a default member initializer of a member whose
// declarator is nested — a pointer to function `void (*r)() = dummy;`, a pointer to array `int (*pa)[3] = &arr;` —
// was silently dropped (the member stayed zero: a call through it crashed), in aggregates (locals and constant
// globals) and in constructors alike: the initializer hangs on the outermost declarator, jcirc looked at the innermost.
#include <cstdio>

void dummy() { std::printf("dummy\n"); }
void other() { std::printf("other\n"); }
int arr[3] = {1, 2, 3};

struct P {};
struct F { void (*r)() = dummy; P p; int k = 5; };
struct G { void (*r)() = other; int (*pa)[3] = &arr; int n; G() : n(1) {} };
struct H { void (*r)() = dummy; int (*pa)[3] = &arr; };

F g = {};
H h = {};

int main() {
    g.r();
    F l = {};
    l.r();
    F m{nullptr};
    G gg;
    gg.r();
    H hh;
    hh.r();
    std::printf("%d %d %d %d %d %d\n", g.k, l.k, m.r == nullptr, (*gg.pa)[2], (*h.pa)[1], (*hh.pa)[0]);
    return 0;
}
