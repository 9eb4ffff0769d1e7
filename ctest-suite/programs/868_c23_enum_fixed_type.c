// C23 enums with a fixed underlying type (enum E : unsigned char {...}): sizeof of the type and of
// its constants (which have the enum type), wrapping conversions, anonymous and typedef'd underlying
// types, bit-fields, _Generic on a constant.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
enum Color : unsigned char { RED, GREEN = 200, BLUE };
enum : long long { BIG = 1LL << 40 };
typedef short s16;
enum Small : s16 { NEG = -5, POS = 7 };
struct BF { enum Color c : 4; enum Small s : 3; };
int main(void){
  enum Color c = 300;
  struct BF bf = { BLUE, NEG };
  printf("%d %d %d %d %d\n", (int)sizeof(enum Color), (int)sizeof(RED), (int)sizeof(BIG), (int)sizeof(enum Small), c);
  printf("%d %d %d %lld\n", GREEN, BLUE, bf.c, (long long)BIG);
  printf("%d %d\n", bf.s, _Generic(RED, enum Color: 1, int: 2, default: 3));
  enum Color d = RED; d--; printf("%d %d\n", d, (int)(enum Color)-1 > 0);
  printf("%d\n", _Generic(GREEN + 1, int: 1, default: 0));
  return 0;
}
