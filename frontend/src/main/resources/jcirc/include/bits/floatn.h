/* jcirc's <bits/floatn.h>: glibc's own file, read with __GNUC__ 4.2 in force.
 *
 * jcirc presents itself as GCC 9.1 (docs/driver.md, "How jcirc presents itself"), and glibc
 * assumes that a GCC >= 4.3 has __float128 and that a GCC >= 7 has the _Float32, _Float64,
 * _Float32x, _Float64x and _Float128 keywords as distinct types. jcirc has neither, so glibc's
 * float-type configuration is read the way a compiler without them sees it (as clang, which
 * reports __GNUC__ 4.2, does): _FloatN become typedefs of float/double/long double and the
 * *f128 functions are left out. The __HAVE_* macros this defines are plain 0/1, so the rest of
 * glibc sees the same configuration after the version is restored. */
#ifndef __JCIRC_BITS_FLOATN_H
#define __JCIRC_BITS_FLOATN_H
#pragma push_macro("__GNUC__")
#pragma push_macro("__GNUC_MINOR__")
#undef __GNUC__
#undef __GNUC_MINOR__
#define __GNUC__ 4
#define __GNUC_MINOR__ 2
#include_next <bits/floatn.h>
#pragma pop_macro("__GNUC_MINOR__")
#pragma pop_macro("__GNUC__")
#endif
