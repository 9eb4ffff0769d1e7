#include "shared.h"

int caller_hook(int x) { return x + 1000; }
static int square(int x) { return x * x; }

long lib::Acc::half() const { return total / 2 + size() * 0; }

lib::Tracker::~Tracker() { printf("~tracker %d\n", id); }

int main() {
    lib::Stats s = lib::Stats::make(4, 42);
    printf("stats %d %ld %ld %d %d\n", s.n, s.sum, lib::Stats::mean(&s), lib::Stats::instances, lib::Stats::twice(21));
    printf("scale %d %ld %.2f\n", lib::scale(5), lib::scale(5L), lib::scale(0.5));
    lib::Vec a = {1.5, 2.5}, b = {10, 20};
    lib::Vec c = lib::add(a, b);
    printf("vec %.1f %.1f\n", c.x, c.y);
    lib::Big big = lib::fill(100);
    printf("big %ld %ld %ld\n", big.a[0], big.a[4], lib::total(big, 3, 1L, 2L, 3L));
    printf("mix %d\n", lib::deep::mix(200, -3, true, "A"));
    printf("apply %d c %d\n", lib::apply(square, 7), c_linkage(10));
    lib::Acc acc = {0, 0};
    acc.add(10);
    acc.self()->add(31);
    const lib::Acc *ca = &acc;
    printf("acc %ld %d %ld %ld %d\n", acc.total, ca->size(), ca->avg(), acc.half(), acc.self()->size());
    lib::Pool<int> pool = {{4, 5, 6, 7}, 3};
    int last = pool.take();
    printf("templates %ld %d %d %g\n", lib::mix3(1L, 2L, 3L), last, pool.take(), lib::scaled(1.25, 2));
    {
        lib::Tracker t(7);
        printf("scoped %d %d\n", lib::scoped(5), t.get());
    }
    return 0;
}
