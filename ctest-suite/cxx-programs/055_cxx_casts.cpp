#include <stdio.h>
struct A { int a; };
struct B { int b; };
struct C : A, B { int c; };
enum Color { Red, Green = 5, Blue };
enum class Mode : short { Off, On = 3 };
static int sum(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static void bump(int *p) { *p += 100; }
int main() {
  C obj; obj.a = 1; obj.b = 2; obj.c = 3;
  B *pb = static_cast<B *>(&obj);
  C *pc = static_cast<C *>(pb);
  A *pa = &obj;
  printf("%d %d %d %d\n", pb->b, pc->c, static_cast<C *>(pa)->b, pc == &obj);
  B *nb = 0;
  printf("%d\n", static_cast<C *>(nb) == 0);
  void *vp = static_cast<void *>(pb);
  B *back = static_cast<B *>(vp);
  printf("%d %d\n", back->b, (int)(reinterpret_cast<char *>(pb) - reinterpret_cast<char *>(&obj)));
  const int data[3] = {4, 5, 6};
  int x = 7;
  const int *cx = &x;
  bump(const_cast<int *>(cx));
  printf("%d %d\n", x, sum(const_cast<const int *>(&x), 1));
  unsigned long addr = reinterpret_cast<unsigned long>(&data[1]);
  const int *again = reinterpret_cast<const int *>(addr);
  printf("%d\n", *again);
  double d = 3.75;
  int i = static_cast<int>(d);
  Color col = static_cast<Color>(6);
  Mode m = static_cast<Mode>(3);
  printf("%d %d %d %d %ld\n", i, col == Blue, static_cast<int>(m), static_cast<int>(Green), static_cast<long>(2.5 * 2));
  static_cast<void>(x);
  float f = static_cast<float>(x) / 2;
  printf("%.2f %d\n", f, static_cast<bool>(pb));
  return 0;
}
