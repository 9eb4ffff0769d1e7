/* GNU builtins: expect, offsetof, types_compatible_p, constant_p, choose_expr, memset/memcpy/strlen, alloca,
   huge_val/inf/nan/isnan/isinf, fabs, *_overflow, unreachable, trap; Duff's device (case labels inside a loop) */
#include <stdio.h>
#include <stddef.h>
#include <string.h>
#include <math.h>
struct S { char c; int x; double d; };
static void duff(char *to, const char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int main(void) {
  volatile int z = 0; int x = 5;
  if (__builtin_expect(x == 5, 1)) printf("expect ok\n");
  printf("%zu %d %d\n", __builtin_offsetof(struct S, d), __builtin_types_compatible_p(int, const int), __builtin_types_compatible_p(int, long));
  printf("%d %d\n", __builtin_constant_p(3 * 4), __builtin_constant_p(z));
  printf("%d\n", __builtin_choose_expr(sizeof(int) == 4, 10, 20.0));
  char buf[32]; __builtin_memset(buf, 'x', 5); buf[5] = 0; char b2[32]; __builtin_memcpy(b2, buf, 6);
  printf("%s %zu\n", b2, __builtin_strlen(b2));
  char *a = __builtin_alloca(16); strcpy(a, "alloca"); printf("%s\n", a);
  double h = __builtin_huge_val(), n = __builtin_nan("");
  printf("%d %d %d %d %f\n", __builtin_isnan(n), __builtin_isnan(h), isinf(h), __builtin_isinf(__builtin_inff()), __builtin_fabs(-1.0));
  char dst[20] = {0}; duff(dst, "hello, duff device", 18); printf("%s\n", dst);
  int r; printf("%d ", __builtin_add_overflow(2147483647, 1, &r)); printf("%d ", r);
  long lr; int o = __builtin_mul_overflow(3L, 4L, &lr); printf("%d %ld ", o, lr);
  unsigned ur; o = __builtin_sub_overflow(1u, 2u, &ur); printf("%d %u\n", o, ur);
  if (z) __builtin_unreachable();
  if (z) __builtin_trap();
  return 0;
}
