// Move semantics: rvalue references, static_cast<T&&> and a std::move-like function template, user and
// implicit move constructors and move assignment, overload choice between copy and move, implicit move
// falling back to the copy when the class declares a copy or destructor.
#include <stdio.h>

template <class T> T &&move(T &t) { return static_cast<T &&>(t); }

struct Buf {
    int *p;
    int n;
    Buf(int k) : p(new int[k]), n(k) { for (int i = 0; i < k; i++) p[i] = i; printf("  Buf(%d)\n", n); }
    Buf(const Buf &o) : p(new int[o.n]), n(o.n) { for (int i = 0; i < n; i++) p[i] = o.p[i]; printf("  Buf(copy %d)\n", n); }
    Buf(Buf &&o) : p(o.p), n(o.n) { o.p = 0; o.n = 0; printf("  Buf(move %d)\n", n); }
    Buf &operator=(const Buf &o) { printf("  Buf=copy\n"); if (this != &o) { delete[] p; p = new int[o.n]; n = o.n; for (int i = 0; i < n; i++) p[i] = o.p[i]; } return *this; }
    Buf &operator=(Buf &&o) { printf("  Buf=move\n"); if (this != &o) { delete[] p; p = o.p; n = o.n; o.p = 0; o.n = 0; } return *this; }
    ~Buf() { printf("  ~Buf(%d)\n", n); delete[] p; }
    int sum() const { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
};

struct Pair {                     // implicit move constructor and move assignment: member-wise moves
    Buf a;
    int tag;
    Pair(int k, int t) : a(k), tag(t) {}
};

struct CopyOnly {                 // a user-declared copy: no implicit move, the copy is used
    Buf b;
    CopyOnly(int k) : b(k) {}
    CopyOnly(const CopyOnly &o) : b(o.b) { printf("  CopyOnly(copy)\n"); }
};

int which(const Buf &) { return 1; }
int which(Buf &&) { return 2; }

Buf grow(Buf b) { Buf r(b.n + 1); return r; }

int main() {
    Buf x(3);
    printf("overloads %d %d %d\n", which(x), which(move(x)), which(Buf(1)));
    Buf y = move(x);
    printf("x.n %d y.sum %d\n", x.n, y.sum());
    Buf z(2);
    z = y;
    z = static_cast<Buf &&>(y);
    z = Buf(4);
    printf("z.sum %d y.n %d\n", z.sum(), y.n);
    printf("Pair\n");
    Pair p1(5, 7);
    Pair p2 = move(p1);
    printf("%d %d %d\n", p1.a.n, p2.a.n, p2.tag);
    p1 = move(p2);
    printf("%d %d\n", p1.a.n, p2.a.n);
    printf("CopyOnly\n");
    CopyOnly c1(2);
    CopyOnly c2 = move(c1);
    printf("%d %d\n", c1.b.n, c2.b.n);
    printf("grow\n");
    Buf g = grow(move(z));
    printf("g %d z %d\n", g.n, z.n);
    return 0;
}
