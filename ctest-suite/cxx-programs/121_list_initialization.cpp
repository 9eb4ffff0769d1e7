// List-initialization without '=': scalars, arrays and aggregates in declarations, return {...},
// arguments f({...}), new int{...}, scalar member initializers m{...}, functional casts T{...}.
#include <stdio.h>

struct Flags { int a, b; };
struct Pt { double x, y; };
struct Line { Pt from, to; int id; };

Pt mid(Pt p, Pt q) { return {(p.x + q.x) / 2, (p.y + q.y) / 2}; }
Flags make(int n) { return {n, n * 2}; }
int scalar() { return {7}; }
Flags zero() { return {}; }
double len2(const Pt &p) { return p.x * p.x + p.y * p.y; }
int sum(Flags f) { return f.a + f.b; }

struct Holder {
    Flags f;
    int n;
    int arr[3];
    Holder() : f{3, 4}, n{5} { arr[0] = int{1}; arr[1] = int{}; arr[2] = n; }
};

Flags global{11, 12};
int gscalar{13};
int garr[]{1, 2, 3, 4};

int main() {
    Flags f{5, 17};
    int x{3};
    Flags s{};
    int z{};
    double d{2.5};
    long a[3]{1, 2};
    Line l{{1, 2}, {3, 4}, 9};
    auto au{42};
    unsigned char c{200};
    printf("%d %d %d %d %d %g %ld %ld %ld\n", f.a, f.b, x, s.a + s.b, z, d, a[0], a[1], a[2]);
    printf("%g %g %g %g %d %d %d\n", l.from.x, l.from.y, l.to.x, l.to.y, l.id, au, c);
    Pt m = mid({0, 0}, {4, 6});
    printf("%g %g\n", m.x, m.y);
    Flags k = make(21);
    printf("%d %d %d %d %d\n", k.a, k.b, scalar(), zero().a, zero().b);
    printf("%g %d\n", len2({3, 4}), sum({20, 22}));
    int *q = new int{8};
    printf("%d\n", *q);
    delete q;
    Holder h;
    printf("%d %d %d %d %d %d\n", h.f.a, h.f.b, h.n, h.arr[0], h.arr[1], h.arr[2]);
    printf("%d %d %d %d %d\n", global.a, global.b, gscalar, garr[3], (int)(sizeof garr / sizeof garr[0]));
    for (int i{0}; i < 2; i++) printf("i=%d\n", i);
    return 0;
}
