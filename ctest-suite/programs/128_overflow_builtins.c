/* __builtin_{add,sub,mul}_overflow with mixed signedness and widths; __builtin_choose_expr */
#include <stdio.h>
#include <limits.h>
int main(void) {
  int r; long lr; unsigned ur; unsigned long ul; short sr;
  int o1 = __builtin_add_overflow(INT_MAX, 1, &r); printf("%d %d\n", o1, r);
  int o2 = __builtin_mul_overflow(3L, 4L, &lr); printf("%d %ld\n", o2, lr);
  int o3 = __builtin_sub_overflow(1u, 2u, &ur); printf("%d %u\n", o3, ur);
  int o4 = __builtin_sub_overflow(1u, 2u, &r); printf("%d %d\n", o4, r);
  int o5 = __builtin_mul_overflow(ULONG_MAX, ULONG_MAX, &ul); printf("%d %lu\n", o5, ul);
  int o6 = __builtin_mul_overflow(LONG_MIN, -1L, &lr); printf("%d %ld\n", o6, lr);
  int o7 = __builtin_add_overflow(30000, 30000, &sr); printf("%d %d\n", o7, sr);
  int o8 = __builtin_add_overflow(-1, 0u, &ul); printf("%d %lu\n", o8, ul);
  printf("%d\n", __builtin_choose_expr(sizeof(int) == 4, 10, 20.0));
  return 0;
}
