// Constructors and destructors of class template instances (mem-initializers of members and of a base named by a
// template parameter, C1/C2 per instance), default member initializers in class templates (a miscompile found by
// gcc's g++.dg/cpp0x/nsdmi-template1 once these constructors compiled: the initializers were skipped), constructors
// with parameter packs.
extern "C" int printf(const char *, ...);

struct base { int calc() { return 42; } };
struct Named { int id; Named(int i) : id(i) { printf("Named(%d)\n", i); } };

template <class T> struct A { A() {} int v = 7; int w; };
template <class T> struct B : T { B() {} int v = this->calc(); };
template <class T> struct C { C() : w(3) {} C(T a, T b) : v(a), w(b) {} T v = 5; T w; };
template <class T> struct D : Named {
    T payload;
    D(T p) : Named((int)p * 2), payload(p) { printf("D(%ld)\n", (long)p); }
    ~D() { printf("~D(%ld)\n", (long)payload); }
};
template <class T, int N> struct Arr {
    T items[N];
    int used = 0;
    Arr() { for (int i = 0; i < N; i++) items[i] = 0; }
    void push(T x) { if (used < N) items[used++] = x; }
    T total() const { T s = 0; for (int i = 0; i < used; i++) s += items[i]; return s; }
};

struct P3 { int a, b, c; P3(int x, int y, int z) : a(x), b(y), c(z) {} };
template <typename... Ts> struct Wrap : Named {   // constructors with parameter packs, expanded into a base and a member
    P3 p;
    Wrap(Ts... xs) : Named((xs + ...)), p(xs...) {}
};

template <class T> struct Out {   // members defined outside the class template, default arguments of its constructor
    Out(int = 11);
    ~Out();
    T get() const;
    T v;
};
template <class T> Out<T>::Out(int x) : v((T)x) { printf("Out(%d)\n", x); }
template <class T> Out<T>::~Out() { printf("~Out\n"); }
template <class T> T Out<T>::get() const { return v * 2; }

int main() {
    A<int> a; B<base> b; C<long> c; C<short> c2(10, 20);
    printf("%d %d %ld %ld %d %d\n", a.v, b.v, c.v, c.w, c2.v, c2.w);
    {
        D<int> d1(4);
        D<long> d2(5);
        printf("ids %d %d\n", d1.id, d2.id);
    }
    Arr<double, 3> arr;
    arr.push(1.5); arr.push(2.0); arr.push(3.0); arr.push(9.0);
    printf("%.1f %d\n", arr.total(), arr.used);
    Wrap<int, int, int> w(1, 2, 3);
    printf("%d %d %d %d\n", w.id, w.p.a, w.p.b, w.p.c);
    {
        Out<int> o1;
        Out<double> o2(4);
        printf("%d %.1f\n", o1.get(), o2.get());
    }
    return 0;
}
