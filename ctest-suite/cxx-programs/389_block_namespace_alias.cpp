// A namespace alias declared in a block (namespace B = A;) names the namespace until the block ends: qualified
// names through it, nested aliases, an alias of a nested namespace, in a loop body (gcc's coroutines/pr95711).
#include <cstdio>

namespace outer {
int counter = 10;
int twice(int x) { return 2 * x; }
namespace inner {
struct point { int x, y; };
int sum(point p) { return p.x + p.y; }
}
}

int run(int n) {
    namespace O = outer;
    int total = 0;
    for (int i = 0; i < n; i++) {
        namespace I = O::inner;
        I::point p{i, O::twice(i)};
        total += I::sum(p);
        O::counter++;
    }
    {
        namespace Deep = outer::inner;
        namespace Again = Deep;
        Again::point q{1, 2};
        total += Again::sum(q);
    }
    return total;
}

int main() {
    std::printf("%d\n", run(5));
    std::printf("%d\n", outer::counter);
    return 0;
}
