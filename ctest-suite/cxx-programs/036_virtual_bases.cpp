// Virtual base classes (Itanium ABI as g++ 12): diamonds, layout (sizes, offsets), members of virtual bases through
// pointers to intermediate classes, conversions to virtual bases (null stays null), complete-object vs base-object
// constructors and destructors (only the most derived class constructs the virtual base, with its mem-initializer),
// virtual calls during construction through construction vtables, final overriders in a sibling class (virtual
// thunks), deleting through a virtual base pointer, dynamic_cast and typeid through virtual bases, a three-level
// hierarchy with a non-virtual base that has virtual bases, an empty virtual base, implicit constructors (C1 and C2)
// of classes with virtual bases.
#include <stdio.h>
#include <stddef.h>
#include <typeinfo>

static char trace[256];
static int tlen;
static void mark(char c) { if (tlen < 255) trace[tlen++] = c; }

struct Base {
  int id;
  Base(int i) : id(i) { mark('A'); printf("Base(%d) who=%s\n", i, who()); }
  virtual ~Base() { mark('a'); }
  virtual const char *who() const { return "Base"; }
  virtual int weight() const { return id; }
};
struct Left : virtual Base {
  int l;
  Left(int v) : Base(100), l(v) { mark('L'); printf("Left who=%s id=%d\n", who(), id); }
  ~Left() { mark('l'); }
  const char *who() const { return "Left"; }
  virtual int side() const { return l; }
};
struct Right : virtual Base {
  long r;
  Right(long v) : Base(200), r(v) { mark('R'); printf("Right who=%s weight=%d\n", who(), weight()); }
  ~Right() { mark('r'); }
  int weight() const { return (int)r * 10 + id; }
};
struct Join : Left, Right {
  int j;
  Join(int v) : Base(v), Left(v + 1), Right(v + 2), j(v + 3) { mark('J'); printf("Join who=%s weight=%d\n", who(), weight()); }
  ~Join() { mark('j'); }
  const char *who() const { return "Join"; }
};
// a further level: Top's non-virtual base Join has virtual bases; Top adds another one
struct Extra { int e; Extra() : e(7) {} virtual int extra() const { return e; } virtual ~Extra() {} };
struct Mid : virtual Extra { int m; Mid() : m(5) {} int extra() const { return m + e; } ~Mid() {} };
struct Top : Join, Mid {
  int t;
  Top() : Base(9), Join(40), t(1) { mark('T'); }
  ~Top() { mark('t'); }
  int side() const { return 1000; }
};
struct Empty {};
struct WithEmpty : virtual Empty { int w; WithEmpty() : w(3) {} };

struct VD { int v; VD() : v(11) { mark('V'); } virtual ~VD() { mark('v'); } virtual int val() const { return v; } };
struct I1 : virtual VD { int i; I1() : i(1) { mark('1'); } ~I1() { mark('i'); } };
struct I2 : virtual VD { int k; int val() const { return v + 100; } ~I2() { mark('k'); } };   // implicit C1/C2
struct I3 : I1, I2 { ~I3() { mark('3'); } };   // implicit: VD once, then I1's and I2's base-object constructors

static int readId(Left *p) { return p->id; }   // a member of the virtual base through the vbase offset
static Base *toBase(Right *p) { return p; }    // null stays null

int main() {
  {
    Join j(10);
    Left *pl = &j; Right *pr = &j; Base *pb = &j;
    printf("sizes %d %d %d %d\n", (int)sizeof(Base), (int)sizeof(Left), (int)sizeof(Right), (int)sizeof(Join));
    printf("offsets %d %d %d\n", (int)((char *)pr - (char *)&j), (int)((char *)pb - (char *)&j), (int)((char *)static_cast<Base *>(pr) - (char *)&j));
    printf("ids %d %d %d %d\n", j.id, readId(pl), pr->id, pb->id);
    printf("calls %s %s %d %d %d\n", pb->who(), pr->who(), pb->weight(), pl->weight(), pl->side());
    printf("null %d %d\n", toBase((Right *)0) == 0, toBase(pr) == pb);
    j.id = 77;
    printf("shared %d %d\n", pl->id, pr->id);
    Join *back = dynamic_cast<Join *>(pb);
    Right *cross = dynamic_cast<Right *>(pl);
    printf("dynamic_cast %d %d %d\n", back == &j, cross == pr, dynamic_cast<Left *>(pb) == pl);
    printf("typeid %s %s %d\n", typeid(*pb).name(), typeid(*pr).name(), typeid(*pl) == typeid(Join));
    Left only(5);
    printf("Left alone %d %s %d %d\n", only.id, only.who(), only.side(), readId(&only));
  }
  mark('|');
  {
    Base *pb = new Join(20);
    printf("heap %s %d\n", pb->who(), pb->weight());
    delete pb;
  }
  mark('|');
  {
    Top t;
    Extra *px = &t; Mid *pm = &t; Left *pl = &t;
    printf("top %d %d %d %d %d %s\n", (int)sizeof(Top), t.id, px->extra(), pm->e, pl->side(), t.who());
    printf("top offsets %d %d\n", (int)((char *)px - (char *)&t), (int)((char *)static_cast<Base *>(&t) - (char *)&t));
  }
  {
    I3 i3;
    VD *pv = &i3; I1 *p1 = &i3;
    printf("implicit %d %d %d %d\n", pv->val(), p1->val(), i3.v, i3.i);
    I2 alone;
    printf("alone %d\n", alone.val());
  }
  WithEmpty we;
  printf("empty %d %d\n", (int)sizeof(WithEmpty), we.w);
  trace[tlen] = 0;
  printf("trace %s\n", trace);
  return 0;
}
