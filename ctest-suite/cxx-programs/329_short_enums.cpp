// ARGS: -fshort-enums
// -fshort-enums (gcc): an enumeration without a fixed underlying type takes the smallest integer type holding its
// values (as __attribute__((packed))). WRONG CODE before (g++.old-deja/g++.jason/enum6): the flag was accepted and
// ignored, so every enum was int-sized and structs holding them had another layout than g++'s.
#include <climits>
#include <cstdio>
#include <cstddef>

enum A { a1 = 0x7fffffff };
enum B { b1 = 0x80000000 };
enum C { c1 = -1, c2 = 0x80000000 };
enum D { d1 = CHAR_MIN, d2 = CHAR_MAX };
enum E { e1 = CHAR_MIN, e2 = CHAR_MIN };
enum Small { s0, s1, s2 };
enum Neg { n0 = -3, n1 = 100 };
enum U16 { u0 = 0, u1 = 0xffff };
enum S16 { t0 = -1, t1 = 0x7fff };
enum Big { g1 = 0x100000000LL };
enum class Scoped { x, y };          // fixed (int): unchanged
enum Fixed : long { f0 };            // fixed: unchanged

struct Rec { char c; Small s; U16 u; Neg n; };
struct Rec2 { Small s[5]; D d; };

int main() {
  printf("%zu %zu %zu %zu %zu\n", sizeof(A), sizeof(B), sizeof(C), sizeof(D), sizeof(E));
  printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(Small), sizeof(Neg), sizeof(U16), sizeof(S16), sizeof(Big), sizeof(Scoped), sizeof(Fixed));
  printf("rec %zu %zu %zu %zu\n", sizeof(Rec), offsetof(Rec, s), offsetof(Rec, u), offsetof(Rec, n));
  printf("rec2 %zu %zu\n", sizeof(Rec2), offsetof(Rec2, d));
  Rec r = {'a', s2, u1, n0};
  unsigned char* bytes = (unsigned char*)&r;
  int sum = 0;
  for (size_t i = 0; i < sizeof r; i++) sum += bytes[i] * (int)(i + 1);
  printf("bytes %d %d %u %d\n", sum, (int)r.s, (unsigned)r.u, (int)r.n);
  Neg n = n1;
  U16 u = u1;
  printf("values %d %u %d\n", (int)n, (unsigned)u, (int)(u + 1));
  return sizeof(A) != 4 || sizeof(B) != 4 || sizeof(C) != 8 || sizeof(D) != 1 || sizeof(E) != 1;
}
