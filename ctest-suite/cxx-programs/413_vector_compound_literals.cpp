// GNU compound literals of vector types in C++ ((v4si){1, 2, 3, 4}), as our <xmmintrin.h>/<emmintrin.h> write them (Eigen includes them).
#include <cstdio>
#include <xmmintrin.h>
#include <emmintrin.h>
typedef int v4si __attribute__((vector_size(16)));
int main() {
  __m128 a = _mm_set_ps(4, 3, 2, 1);
  __m128 b = _mm_add_ps(a, _mm_set1_ps(10));
  float out[4]; _mm_storeu_ps(out, b);
  __m128i c = _mm_set_epi32(1, 2, 3, 4);
  v4si d = (v4si){1, 2, 3, 4} + (v4si)c;
  printf("%g %g %g %g %d %d\n", out[0], out[1], out[2], out[3], d[0], d[3]);
}
