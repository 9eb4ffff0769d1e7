/* GNU vectors through variadic calls: va_arg of 16-byte (XMM save area, then overflow area), 8-byte (SSE),
   4-byte (INTEGER) and 32-byte (memory, 32-aligned) vectors, mixed with doubles and ints; ++/-- on vectors. */
// MLIR-TRANSLATE-DEVIATION: MLIR 19 llvm.call drops the call-site byval of the 32-byte vector passed through "..." (in memory)
#include <stdio.h>
#include <stdarg.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef short v2hi __attribute__((vector_size(4)));
typedef unsigned v8si __attribute__((vector_size(32)));
long sum(const char *fmt, ...) {
  va_list ap; va_start(ap, fmt); long t = 0;
  for (const char *p = fmt; *p; p++) {
    if (*p == 'v') { v4si v = va_arg(ap, v4si); t = t * 3 + v[0] + v[1] * 2 + v[2] * 3 + v[3] * 4; }
    else if (*p == 'f') { v2sf v = va_arg(ap, v2sf); t = t * 3 + (long)(v[0] * 10 + v[1]); }
    else if (*p == 'h') { v2hi v = va_arg(ap, v2hi); t = t * 3 + v[0] - v[1]; }
    else if (*p == 'w') { v8si v = va_arg(ap, v8si); t = t * 3 + v[0] + v[7]; }
    else if (*p == 'd') { t = t * 3 + (long)va_arg(ap, double); }
    else t = t * 3 + va_arg(ap, int);
  }
  va_end(ap); return t;
}
int main(void) {
  v4si a = {1, 2, 3, 4}; v2sf f = {1.5f, 2.0f}; v2hi h = {9, 4}; v8si w = {1, 2, 3, 4, 5, 6, 7, 8};
  v4si c = a; c++; c++; --c;
  printf("%d %d\n", c[0], c[3]);
  printf("%ld\n", sum("vfhwdi", a, f, h, w, 2.5, 7));
  printf("%ld\n", sum("vvvvvvvvvvfd", a, a * 2, a, a, a, a, a, a, a * 3, a, f, 4.0));
  printf("%ld\n", sum("iiiiiihhvw", 1, 2, 3, 4, 5, 6, h, h, a, w));
  return 0;
}
