// typeid (type and expression forms, dynamic types read from the vtable, unevaluated operands of non-polymorphic
// types), std::type_info's name/==/!=/before, and dynamic_cast to references (success, up-casts, failure calling
// __cxa_bad_cast, observed through a terminate handler).
// EXIT: 3
#include <typeinfo>
#include <stdio.h>
#include <stdlib.h>

namespace std {
typedef void (*terminate_handler)();
terminate_handler set_terminate(terminate_handler) noexcept;
}

struct Shape { virtual ~Shape() {} virtual int sides() const { return 0; } int id; };
struct Square : Shape { ~Square() {} int sides() const { return 4; } int side; };
struct Tri : Shape { ~Tri() {} int sides() const { return 3; } };
struct Plain { int x; };
struct Derived : Plain { int y; };
enum Color { Red, Green };

static int calls;
static Shape *next(Shape *s) { calls++; return s; }
static Plain *nextPlain(Plain *p) { calls += 10; return p; }

struct Base { virtual ~Base() {} const char *ctorName; Base() { ctorName = typeid(*this).name(); } };
struct Leaf : Base { ~Leaf() {} const char *own; Leaf() { own = typeid(*this).name(); } };

static const char *nameOf(const Shape &s) { return typeid(s).name(); }

static void onTerminate() {
  printf("terminate after a failed dynamic_cast\n");
  fflush(stdout);
  _Exit(3);
}

int main() {
  Square sq; sq.side = 5; Tri tr;
  Shape *shapes[] = {&sq, &tr, &sq};
  for (int i = 0; i < 3; i++)
    printf("%d: %s square=%d tri=%d shape=%d\n", i, typeid(*shapes[i]).name(), typeid(*shapes[i]) == typeid(Square),
           typeid(*shapes[i]) == typeid(Tri), typeid(*shapes[i]) != typeid(Shape));
  printf("%s %s %s %s %s\n", typeid(int).name(), typeid(const char *).name(), typeid(unsigned long).name(), typeid(Color).name(),
         typeid(Plain).name());
  printf("%s %s %s\n", typeid(Green).name(), typeid(Shape *).name(), typeid(const Square *).name());
  printf("%s %s\n", nameOf(sq), nameOf(tr));
  // the operand of a polymorphic glvalue is evaluated (once); of another type, not at all
  Derived d;
  const char *n1 = typeid(*next(&tr)).name(), *n2 = typeid(*nextPlain(&d)).name();
  printf("%s %s calls=%d\n", n1, n2, calls);
  printf("%d %d %d\n", typeid(Square).before(typeid(Tri)), typeid(Tri).before(typeid(Square)), typeid(int).before(typeid(int)));
  const std::type_info &ti = typeid(sq);
  printf("same object: %d\n", &ti == &typeid(Square));
  Leaf leaf;
  printf("in Base(): %s, in Leaf(): %s\n", leaf.ctorName, leaf.own);
  // dynamic_cast to references
  Shape &r = sq;
  Square &s2 = dynamic_cast<Square &>(r);
  s2.side = 9;
  printf("side %d %d\n", sq.side, dynamic_cast<Square &>(*shapes[2]).sides());
  const Shape &cr = dynamic_cast<const Shape &>(sq);
  printf("up %d\n", &cr == &r);
  std::set_terminate(onTerminate);
  Tri &bad = dynamic_cast<Tri &>(r);
  printf("not reached %d\n", bad.sides());
  return 0;
}
