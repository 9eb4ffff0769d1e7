// The C subset compiles as C++: libc headers (glibc's C++ overloads of strchr & co. in extern "C++"), enums,
// unions, self-referential classes, nested classes, typedefs, static locals, goto, switch, an operator
// function called by name, malloc/free.
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
enum Color { Red, Green = 5, Blue };
union U { int i; float f; };
typedef struct Node { int v; Node *next; } NodeT;
struct Outer { struct Inner { int a; } in; int b; };
static int counter() { static int n = 0; return ++n; }
struct V { int x; };
V operator+(V a, V b) { V r; r.x = a.x + b.x; return r; }
const char *find(const char *s, int c);
int main(int argc, char **argv) {
  Color c = Blue;
  U u; u.f = 1.0f;
  Node n2 = {2, nullptr}; Node n1 = {1, &n2};
  NodeT *p = &n1; int sum = 0;
  for (; p; p = p->next) sum += p->v;
  Outer o; o.in.a = 3; o.b = 4;
  char buf[16]; strcpy(buf, "hi");
  counter(); counter();
  switch (c) { case Blue: sum += 100; break; default: break; }
  bool flag = argc > 0;
  if (flag) goto done;
  sum = -1;
done:
  V a = {1}, b = {2};
  V s = operator+(a, b);
  int *m = (int *)malloc(sizeof(int)); *m = 9;
  printf("%d %d %x %d %d %s %d %d %d\n", (int)c, sum, u.i, o.in.a, o.b, buf, counter(), s.x, *m);
  printf("%s\n", find("hello", 'l'));
  free(m);
  return 0;
}
const char *find(const char *s, int c) { return strchr(s, c); }
