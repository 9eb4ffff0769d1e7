#include <stdio.h>
struct S { signed a : 5; unsigned b : 27; int c; unsigned d : 32; signed e : 3; long long f : 40; unsigned long g : 20; _Bool h : 1; char i; };
union U { unsigned x : 12; int y; };
struct P { char c; short s : 9; short t : 9; };
struct S gs = { -3, 100000, 7, 0xffffffffu, -1, -5LL, 1000, 1, 'x' };
int main(void) {
  struct S s = { 5, 3, 1, 2, 3, 4, 5, 1, 'q' };
  s.a = 17; s.b += 0x7ffffff; s.e = 3; s.e++; s.f = (1LL << 39) + 7; s.g = -1; s.h = 2;
  printf("%d %d %d %u %d %lld %lu %d %c\n", s.a, s.b, s.c, s.d, s.e, s.f, (unsigned long)s.g, s.h, s.i);
  printf("%d %u %d %u %d %lld %lu %d %c %zu\n", gs.a, gs.b, gs.c, gs.d, gs.e, gs.f, (unsigned long)gs.g, gs.h, gs.i, sizeof(struct S));
  printf("%d %d\n", s.b - 4 < 0, (s.a * 2) / -3);
  union U u; u.y = -1; u.x = 5; printf("%x %u\n", u.y, u.x);
  struct P p = {1, -100, 255}; p.t--; printf("%d %d %d %zu\n", p.c, p.s, p.t, sizeof p);
  int r = (s.e = 9); printf("%d %d\n", r, s.e);
  return 0;
}
