// Range-based for (C++11): over arrays (by value, auto&, const auto&, explicit types), over classes whose
// begin()/end() members return pointers, over a user-written iterator class, with break/continue,
// nested loops, and objects with destructors in the body.
#include <stdio.h>

struct Pt { int x, y; };

struct Bag {
    int items[5];
    int n;
    int *begin() { return items; }
    int *end() { return items + n; }
};

struct ConstView {
    const double *p;
    long len;
    const double *begin() const { return p; }
    const double *end() const { return p + len; }
};

// a user-written iterator over every second element
struct StepIt {
    int *p;
    bool operator!=(const StepIt &o) const { return p != o.p; }
    StepIt &operator++() { p += 2; return *this; }
    int &operator*() const { return *p; }
};
struct Evens {
    int *a;
    int n;   // even
    StepIt begin() { StepIt it; it.p = a; return it; }
    StepIt end() { StepIt it; it.p = a + n; return it; }
};

struct Noisy {
    int id;
    Noisy(int i) : id(i) { printf("  ctor %d\n", id); }
    ~Noisy() { printf("  dtor %d\n", id); }
};

struct Four { int a[4]; };

static int sum(const Four &w) {
    int s = 0;
    for (const auto &v : w.a) s += v;
    return s;
}

int main() {
    int a[4] = {1, 2, 3, 4};
    for (int v : a) printf("%d ", v);
    printf("\n");
    for (auto &v : a) v *= 10;
    for (const auto &v : a) printf("%d ", v);
    Four w = {{a[0], a[1], a[2], a[3]}};
    printf("sum=%d\n", sum(w));
    long total = 0;
    for (auto v : a) { v += 1; total += v; }
    printf("total=%ld a0=%d\n", total, a[0]);

    Pt pts[3] = {{1, 2}, {3, 4}, {5, 6}};
    for (Pt &p : pts) p.y += p.x;
    for (const Pt p : pts) printf("(%d,%d) ", p.x, p.y);
    printf("\n");

    double m[2][3] = {{1.5, 2.5, 3.5}, {4, 5, 6}};
    double dsum = 0;
    for (auto &row : m)
        for (double d : row) dsum += d;
    printf("dsum=%g\n", dsum);

    int found = -1;
    for (int v : a) {
        if (v == 20) continue;
        if (v > 25) { found = v; break; }
        printf("seen %d\n", v);
    }
    printf("found=%d\n", found);

    Bag bag;
    bag.n = 3;
    for (int i = 0; i < 5; i++) bag.items[i] = i * i;
    for (int &x : bag) x += 100;
    for (int x : bag) printf("%d ", x);
    printf("\n");

    double ds[3] = {0.25, 0.5, 0.75};
    ConstView cv;
    cv.p = ds;
    cv.len = 3;
    const ConstView &rcv = cv;
    for (double d : rcv) printf("%g ", d);
    printf("\n");

    int e[6] = {10, 11, 12, 13, 14, 15};
    Evens ev;
    ev.a = e;
    ev.n = 6;
    for (int &x : ev) x = -x;
    for (auto x : e) printf("%d ", x);
    printf("\n");

    char word[] = "abc";
    int letters = 0;
    for (char c : word) if (c) letters++;
    printf("letters=%d\n", letters);

    for (int v : a) {
        Noisy n(v);
        if (v == 30) break;
    }
    printf("done\n");
    return 0;
}
