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
struct Holder {   // a member of class type: Holder's implicit destructor is linkonce_odr on both sides
    Tracker t;
    int extra;
    Holder(int i) : t(i), extra(i + 1) {}
};
extern Tracker global_tracker;   // defined by the caller, constructed before main by its global constructor
int held(int v);     // callee: a Holder lives in its block
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
namespace lib {   // inheritance: base constructor/destructor by the callee, called by the caller's derived class (C2/D2)
struct Shape {
    int sides;
    char tag;   // Shape is not POD for layout: a derived class's members reuse its tail padding
    Shape(int s);
    ~Shape();
    int perimeter(int len) const;
};
struct Named { const char *name; Named(const char *n) : name(n) {} };
struct Square : Named, Shape {   // defined by the caller; Shape at offset 8, extra at 13
    char extra;
    int len;
    Square(int l);
    ~Square();
    int area() const { return len * len; }
};
struct Tri : Shape { long h; Tri(long h); ~Tri(); };   // defined by the callee
int describe(const Shape &s);   // callee: the caller passes its Square (a derived-to-base reference)
long height(const Tri *t);
}
namespace lib {   // by value: Token is non-trivial for calls (invisible reference, sret); built by the callee, copied and destroyed by the caller
struct Token {
    int id;
    Token(int i);
    Token(const Token &o);
    ~Token();
};
Token mint(int i);           // callee: NRVO into the caller's sret slot
int spend(Token t, int k);   // callee: the caller's copy, passed by reference, destroyed by the caller
Token relay(Token t);        // callee: copies its parameter into the result
}
extern "C" int c_linkage(int x);
int caller_hook(int x);   // defined by the caller: the callee calls back
namespace zoo {   // virtual functions (docs/cxx.md, "Virtual functions"): vtables, typeinfo, thunks and D0 across compilers
struct Animal {   // key function ~Animal: the callee emits _ZTV/_ZTI/_ZTS; the caller's Bird derives from it
    int id;
    Animal(int i);
    virtual ~Animal();
    virtual const char *sound() const = 0;
    virtual int legs() const { return 4; }   // inline: emitted where used
    int describe() const { return legs() * 100 + id; }   // a virtual call inside a member
};
struct Bird : Animal {   // defined by the caller (key function sound)
    Bird(int i);
    ~Bird();
    const char *sound() const;
    int legs() const { return 2; }
};
struct Robot { virtual int power() const; virtual ~Robot() {} };   // key function power: the callee
struct RoboDog : Animal, Robot {   // defined by the callee: Robot-in-RoboDog's vtable has thunks _ZThn16_…
    long charge;
    RoboDog(long c);
    ~RoboDog();
    const char *sound() const;
    int power() const;
};
Animal *make(int kind);        // callee: a Bird (the caller's class) or a RoboDog
int listen(const Animal &a);   // callee: virtual calls on the caller's objects
Robot *robot(Animal *a);       // callee: static_cast down, then up to the second base
}
namespace mp {   // pointers to members (docs/cxx.md, "Pointers to members"): made by one compiler, called by the other
struct Counter { int a; long b; int add(int k); virtual int scaled(int k); };   // add/scaled (key function): the callee
struct Pad { long pad; };
struct Both : Pad, Counter { int c; int scaled(int k); };   // Counter at offset 8; scaled: the caller
int (Counter::*pick(int which))(int);   // callee: &Counter::add, or the virtual &Counter::scaled ({1 + vtable offset, 0})
int Counter::*field();                  // callee: &Counter::a (an offset)
int apply(Counter &c, int (Counter::*f)(int), int k);   // callee: calls a member function pointer the caller made
long sum(Both &b, int Both::*m);        // callee: a data member pointer the caller converted to Both (offset + 8)
}

namespace farm {   // virtual bases (docs/cxx.md, "Virtual bases and RTTI"): VTTs, construction vtables, vbase offsets across compilers
struct Plant {                  // callee (key function ~Plant)
    int height;
    Plant(int h);
    virtual ~Plant();
    virtual int grow() const;
};
struct Tree : virtual Plant {   // callee (key function ~Tree): its C2 gets a sub-VTT from the caller's Apple
    int rings;
    Tree(int r);
    ~Tree();
    int grow() const;
    virtual int age() const;
};
struct Fruit : virtual Plant {  // caller (key function ~Fruit): its C2 gets a sub-VTT from the callee's Grove
    long sugar;
    Fruit(long s);
    ~Fruit();
    virtual long sweet() const;
};
struct Apple : Tree, Fruit {    // caller: derived from the callee's Tree
    int seeds;
    Apple(int s);
    ~Apple();
    int age() const;
    long sweet() const;
};
struct Grove : Fruit, Tree {    // callee: derived from the caller's Fruit
    Grove(int n);
    ~Grove();
    int grow() const;
};
Plant *plant(int kind);         // callee: a caller's Apple (kind 0) or a Grove
long inspect(Fruit *f, Tree *t);   // callee: members and virtual calls through the virtual base of either side's objects
Tree copy_tree(const Tree &t);  // callee: Tree's implicit copy constructor (C1 copies Plant from t's, through t's vptr) of a caller's Apple
void assign_fruit(Fruit &to, const Fruit &from);   // callee: Fruit's implicit assignment (members and Plant's, never a vptr)
}

namespace statics {   // a static local of an inline function is one object in the program (_ZZ…E1n and its guard _ZGVZ…: COMDAT)
struct Registry { int n; Registry() : n(100) {} };
inline int ticket() { static int n = 0; return ++n; }
inline Registry &registry() { static Registry r; return r; }   // constructed once, under the shared guard
int callee_ticket();   // callee: both from the other object
}
namespace lib {   // exceptions crossing between the objects both ways, destructors run on both sides while unwinding
struct Oops {
    int code;
    Oops(int c) : code(c) { printf("oops %d\n", code); }
    Oops(const Oops &o) : code(o.code) { printf("oops copy %d\n", code); }
    ~Oops() { printf("~oops %d\n", code); }
};
int may_throw(int v);                        // callee: a Tracker lives in its block; throws Oops(10 * v) when v > 2
int catching(int (*f)(int), int v);          // callee: calls f in a try block, catches Oops &, returns -code
}

