// GCC's complex builtins (__builtin_cabs, __builtin_carg, __builtin_csqrt, __builtin_cpow…, each with f and l forms)
// are the C library's functions, in C++ as in C (they were undeclared in C++: <complex>'s std::abs, std::arg, std::sqrt
// call them on the underlying _Complex value).
#include <cstdio>
static double absarg(__complex__ double z) { return __builtin_cabs(z) + 10 * __builtin_carg(z); }
static float rootf(__complex__ float z) { __complex__ float r = __builtin_csqrtf(z); return __real__ r + 10 * __imag__ r; }
static long double powl_im(__complex__ long double z) { __complex__ long double r = __builtin_cpowl(z, z); return __imag__ r; }
int main() {
  __complex__ double w = 3.0 + 4.0i;
  __complex__ float fz = 1.0f + 1.0if;
  __complex__ long double lz = 0.5L - 2.0il, neg = -1.0L + 0.0il;
  __complex__ double s = __builtin_csqrt(w), c = __builtin_ccos(w), e = __builtin_cexp(w), g = __builtin_clog(w);
  std::printf("%.6f %.6f %.6f\n", absarg(w), (double)rootf(fz), (double)powl_im(lz));
  std::printf("%.6f %.6f | %.4f %.4f | %.4f %.4f | %.6f %.6f\n", __real__ s, __imag__ s, __real__ c, __imag__ c,
              __real__ e, __imag__ e, __real__ g, __imag__ g);
  std::printf("%.6f %.6f\n", (double)__builtin_cabsf(fz), (double)__builtin_cargl(neg));
  return 0;
}
