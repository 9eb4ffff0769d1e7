// __attribute__((packed)) on an enum makes its type the smallest integer type holding its
// constants, as gcc (was int-sized: struct layouts disagreed with gcc's; found by g++.other/enum5).
#include <stdio.h>
enum __attribute__((packed)) E1 { A = 1, B = 200 };
enum E2 { C = -1, D = 300 } __attribute__((packed));
typedef enum { X, Y } __attribute__((packed)) T3;
enum __attribute__((packed)) E4 { BIG = 70000 };
struct S { char c; enum E1 e; enum E2 f; };
int main(void) {
  enum E1 e1 = B; enum E2 e2 = C; T3 t = Y;
  printf("%zu %zu %zu %zu %zu\n", sizeof(enum E1), sizeof(enum E2), sizeof(T3), sizeof(enum E4), sizeof(struct S));
  printf("%d %d %d %d\n", (int) e1, (int) e2, (int) t, e2 < 0);
  return 0;
}
