/* jcirc's <nmmintrin.h>: the SSE4.2 intrinsics jcirc has (docs/vectors.md, "x86 intrinsics"):
   64-bit compares, CRC-32C (crc32 instructions with -msse4.2, else a bitwise loop), popcnt.
   The string compares (_mm_cmpistri, ...) are not provided. */
#ifndef __JCIRC_NMMINTRIN_H
#define __JCIRC_NMMINTRIN_H

#include <smmintrin.h>

__JCIRC_INTRIN __m128i _mm_cmpgt_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2di)__a > (__v2di)__b); }

#ifdef __SSE4_2__
unsigned int __jcirc_crc32_8(unsigned int, unsigned char) __asm__("llvm.x86.sse42.crc32.32.8");
unsigned int __jcirc_crc32_16(unsigned int, unsigned short) __asm__("llvm.x86.sse42.crc32.32.16");
unsigned int __jcirc_crc32_32(unsigned int, unsigned int) __asm__("llvm.x86.sse42.crc32.32.32");
unsigned long long __jcirc_crc32_64(unsigned long long, unsigned long long) __asm__("llvm.x86.sse42.crc32.64.64");
__JCIRC_INTRIN unsigned int _mm_crc32_u8(unsigned int __c, unsigned char __v) { return __jcirc_crc32_8(__c, __v); }
__JCIRC_INTRIN unsigned int _mm_crc32_u16(unsigned int __c, unsigned short __v) { return __jcirc_crc32_16(__c, __v); }
__JCIRC_INTRIN unsigned int _mm_crc32_u32(unsigned int __c, unsigned int __v) { return __jcirc_crc32_32(__c, __v); }
__JCIRC_INTRIN unsigned long long _mm_crc32_u64(unsigned long long __c, unsigned long long __v) { return __jcirc_crc32_64(__c, __v); }
#else
/* CRC-32C (Castagnoli, reflected polynomial 0x82f63b78), bit by bit: what the instruction computes */
__JCIRC_INTRIN unsigned int __jcirc_crc32c(unsigned int __c, unsigned long long __v, int __bytes) {
    for (int __i = 0; __i < __bytes * 8; __i++) {
        __c ^= (unsigned int)(__v >> __i) & 1u;
        __c = (__c >> 1) ^ (0x82f63b78u & (0u - (__c & 1u)));
    }
    return __c;
}
__JCIRC_INTRIN unsigned int _mm_crc32_u8(unsigned int __c, unsigned char __v) { return __jcirc_crc32c(__c, __v, 1); }
__JCIRC_INTRIN unsigned int _mm_crc32_u16(unsigned int __c, unsigned short __v) { return __jcirc_crc32c(__c, __v, 2); }
__JCIRC_INTRIN unsigned int _mm_crc32_u32(unsigned int __c, unsigned int __v) { return __jcirc_crc32c(__c, __v, 4); }
__JCIRC_INTRIN unsigned long long _mm_crc32_u64(unsigned long long __c, unsigned long long __v) { return __jcirc_crc32c((unsigned int)__c, __v, 8); }
#endif

__JCIRC_INTRIN int _mm_popcnt_u32(unsigned int __x) { return __builtin_popcount(__x); }
__JCIRC_INTRIN long long _mm_popcnt_u64(unsigned long long __x) { return __builtin_popcountll(__x); }

#endif
