/* bswap, clz, ctz, popcount, parity, ffs; fabs/fabsf/fabsl without libm (builtins as in gcc) */
#include <stdio.h>
#include <math.h>
int main(void) {
  volatile unsigned x = 0x12345678; volatile unsigned long y = 0xf0f0000000000100UL; volatile float f = -2.5f; volatile double d = -0.0;
  volatile int z = 0, n = -16;
  printf("%x %lx %x\n", __builtin_bswap32(x), __builtin_bswap64(y), (unsigned)__builtin_bswap16((unsigned short)x));
  printf("%d %d %d %d %d %d\n", __builtin_clz(x), __builtin_clzl(y), __builtin_ctz(x), __builtin_ctzll(y), __builtin_popcount(x), __builtin_popcountl(y));
  printf("%d %d %d %d %d\n", __builtin_parity(x), __builtin_parityl(y), __builtin_ffs(z), __builtin_ffs(n), __builtin_ffsl(y));
  printf("%f %f %f %f\n", fabsf(f), fabs(d), __builtin_fabs(-3.0), (double)fabsl(-1.25L));
  return 0;
}
