// std::initializer_list<E> ([dcl.init.list], [over.match.list]): backing arrays, their lifetime, initializer-list
// constructors chosen for braces, auto deduction, range-for over braces, nested lists.
#include <initializer_list>
#include <cstdio>

static int sum(std::initializer_list<int> l) {
    int s = 0;
    for (int x : l) s += x;
    return s;
}

static double total(const std::initializer_list<double> &l) {
    double s = 0;
    for (const double *p = l.begin(); p != l.end(); ++p) s += *p;
    return s;
}

struct T {
    int v;
    T(int x) : v(x) { printf("  T(%d)\n", v); }
    T(const T &o) : v(o.v) { printf("  T(copy %d)\n", v); }
    ~T() { printf("  ~T(%d)\n", v); }
};

static int take(std::initializer_list<T> l) {
    int s = 0;
    for (const T &t : l) s += t.v;
    printf("  take: %d elements, sum %d\n", (int) l.size(), s);
    return s;
}

struct S {
    int n, first, kind;
    S() : n(0), first(-1), kind(0) {}
    S(int a, int b) : n(2), first(a + b), kind(1) {}
    S(std::initializer_list<int> l) : n((int) l.size()), first(l.size() ? *l.begin() : -1), kind(2) {}
    S &operator=(std::initializer_list<int> l) { n = (int) l.size(); first = l.size() ? *l.begin() : -1; kind = 3; return *this; }
    void show(const char *name) const { printf("%s: kind %d n %d first %d\n", name, kind, n, first); }
};

struct NoDefault {
    int n;
    NoDefault(std::initializer_list<int> l) : n((int) l.size()) {}
};

struct Holder {
    S s;
    S t;
    Holder() : s{7, 8, 9}, t(4, 5) {}
};

static S make() { return {10, 20, 30, 40}; }

struct P { int a, b; };

struct Matrix {
    int rows = 0, cells = 0, diag = 0;
    Matrix(std::initializer_list<std::initializer_list<int>> m) {
        int r = 0;
        for (const auto &row : m) {
            int c = 0;
            for (int x : row) {
                if (r == c) diag += x;
                cells++;
                c++;
            }
            r++;
        }
        rows = r;
    }
};

struct Bag {
    int items[8];
    int n = 0;
    Bag(std::initializer_list<int> l) { for (int x : l) items[n++] = x; }
    const int *begin() const { return items; }
    const int *end() const { return items + n; }
};

static Bag bag() { return Bag{3, 1, 4, 1, 5}; }

int main() {
    printf("sum %d %d %d\n", sum({1, 2, 3}), sum({}), sum({40, 2}));
    printf("total %.2f\n", total({1.5, 2, 3.25}));

    auto l = {7, 8, 9};
    std::initializer_list<int> m = {4, 5};
    std::initializer_list<int> empty = {};
    printf("auto: %d elements, first %d; m %d elements; empty %d\n", (int) l.size(), *l.begin(), (int) m.size(), (int) empty.size());
    printf("sum of l %d, of m %d\n", sum(l), sum(m));

    S a{1, 2};
    S b(1, 2);
    S c{};
    S d = {5, 6, 7};
    S e{m};
    S f{3};
    a.show("a{1, 2}");
    b.show("b(1, 2)");
    c.show("c{}");
    d.show("d = {5, 6, 7}");
    e.show("e{m}");
    f.show("f{3}");
    b = {9, 8, 7, 6};
    b.show("b = {9, 8, 7, 6}");
    NoDefault nd{};
    printf("NoDefault{}: %d\n", nd.n);
    Holder h;
    h.s.show("h.s");
    h.t.show("h.t");
    make().show("make()");
    S *p = new S{1, 1, 1};
    p->show("new S{1, 1, 1}");
    delete p;

    puts("full-expression:");
    int r = take({T(1), 2, T(3)});
    printf("after take: %d\n", r);
    puts("block:");
    {
        std::initializer_list<T> kept = {T(4), 5};
        printf("  kept %d elements, last %d\n", (int) kept.size(), kept.begin()[1].v);
    }
    puts("range-for over braces:");
    for (int x : {4, 5, 6}) printf("  %d\n", x);
    for (const T &t : {T(7), T(8)}) printf("  element %d\n", t.v);
    for (const char *s : {"alpha", "beta"}) printf("  %s\n", s);
    puts("range-for over a temporary:");
    for (int x : bag()) printf("  %d", x);
    printf("\n");

    std::initializer_list<P> ps = {{1, 2}, {3, 4}, {5, 6}};
    int pa = 0, pb = 0;
    for (const P &q : ps) { pa += q.a; pb += q.b; }
    printf("pairs %d %d\n", pa, pb);
    Matrix mx{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    printf("matrix %d rows %d cells diag %d\n", mx.rows, mx.cells, mx.diag);
    return 0;
}
