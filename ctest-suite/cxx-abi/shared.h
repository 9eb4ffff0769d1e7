// Declarations shared by caller.cpp and callee.cpp (CxxAbiInteropTest): each side is compiled by g++ or jcirc++.
#include <stdio.h>

namespace lib {
struct Vec { double x, y; };
struct Big { long a[5]; };
struct Stats {
    int n;
    long sum;
    static int instances;
    static Stats make(int n, long sum);
    static long mean(const Stats *s);
    static int twice(int v) { return 2 * v; }   // inline: g++ emits it weak where used
};
struct Acc {   // member functions: add/avg defined by the callee, half by the caller, size inline
    long total;
    int count;
    void add(long v);
    long avg() const;
    long half() const;
    int size() const { return count; }
    Acc *self() { return this; }
};
struct Tracker {   // constructor defined by the callee, destructor by the caller
    int id;
    long twice;
    Tracker(int i);
    ~Tracker();
    int get() const { return id; }
};
int scoped(int v);   // callee: a Tracker lives in its block
int scale(int x);
long scale(long x);
double scale(double x);
Vec add(Vec a, Vec b);
Big fill(long v);
long total(Big b, int n, ...);
namespace deep { unsigned char mix(unsigned char a, signed char b, bool c, const char *s); }
int apply(int (*f)(int), int v);
// templates: the callee instantiates mix3<long> and Pool<int>::take explicitly, the caller uses them through
// 'extern template' (the instances' mangled names must be g++'s), and both instantiate scaled<double> (weak)
template<class T> T mix3(T a, T b, T c);
template<class T> T scaled(T x, int k) { return x * k; }
template<class T> struct Pool { T items[4]; int used; T take(); };
extern template long mix3<long>(long, long, long);
extern template struct Pool<int>;
}
extern "C" int c_linkage(int x);
int caller_hook(int x);   // defined by the caller: the callee calls back
