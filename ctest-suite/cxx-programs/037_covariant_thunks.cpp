// Covariant return types whose conversion moves the pointer (Itanium ABI return-adjusting thunks _ZTch..._h<n>_):
// through a secondary base's vtable (this and result adjusted), through the primary vtable (result adjusted, the
// overrider gets a new slot), a reference result, a null result staying null, and direct calls of the overrider.
#include <stdio.h>
struct P { int pp; virtual int p() { return 1; } virtual ~P() {} };
struct Base { int b; virtual Base *clone() const { return 0; } virtual ~Base() {} virtual const char *name() const { return "Base"; } };
struct Other : P, Base {
  int o;
  Other(int v) : o(v) { b = v * 2; }
  Other *clone() const { return new Other(o + 1); }
  const char *name() const { return "Other"; }
  ~Other() {}
};
struct Nul : P, Base { Nul *clone() const { return 0; } ~Nul() {} };
struct X { long x; virtual ~X() {} };
struct R : X, Base { int r; R() : r(5) { b = 50; } ~R() {} const char *name() const { return "R"; } };
struct A { virtual Base *make() { return 0; } virtual Base &ref() = 0; virtual ~A() {} };
struct D : A { R keep; R *make() { return new R; } R &ref() { return keep; } ~D() {} };
int main() {
  Other o(3);
  Base *pb = &o;
  Base *c = pb->clone();
  printf("%s %d\n", c->name(), c->b);
  Other *oc = o.clone();
  printf("%d %d\n", oc->o, oc->b);
  A *a = new D;
  Base *m = a->make();
  printf("%s %d\n", m->name(), m->b);
  printf("%s %d\n", a->ref().name(), a->ref().b);
  D d; R *rr = d.make(); printf("%d\n", rr->r);
  Nul n; Base *nb = &n;
  printf("null %d %d\n", nb->clone() == 0, n.clone() == 0);
  delete c; delete oc; delete m; delete rr; delete a;
}
