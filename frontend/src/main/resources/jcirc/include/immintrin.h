/* jcirc's <immintrin.h>: every x86 intrinsics header jcirc has: MMX, SSE ... SSE4.2, and AVX /
   AVX2 when -mavx / -mavx2 (or -march=x86-64-v3) enable them (docs/vectors.md, "x86 intrinsics"). */
#ifndef __JCIRC_IMMINTRIN_H
#define __JCIRC_IMMINTRIN_H

#include <mmintrin.h>
#include <xmmintrin.h>
#include <emmintrin.h>
#include <pmmintrin.h>
#include <tmmintrin.h>
#include <smmintrin.h>
#include <nmmintrin.h>
#ifdef __AVX__
#include <avxintrin.h>
#endif
#ifdef __AVX2__
#include <avx2intrin.h>
#endif

#endif
