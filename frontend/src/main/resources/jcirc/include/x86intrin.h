/* jcirc's <x86intrin.h>: <immintrin.h> and the scalar helpers of gcc's <ia32intrin.h>. */
#ifndef __JCIRC_X86INTRIN_H
#define __JCIRC_X86INTRIN_H

#include <immintrin.h>

unsigned long long __jcirc_rdtsc(void) __asm__("llvm.x86.rdtsc");
__JCIRC_INTRIN unsigned long long __rdtsc(void) { return __jcirc_rdtsc(); }
#define _rdtsc() __rdtsc()
__JCIRC_INTRIN int __bsfd(int __x) { return __builtin_ctz((unsigned int)__x); }
__JCIRC_INTRIN int __bsrd(int __x) { return 31 - __builtin_clz((unsigned int)__x); }
__JCIRC_INTRIN int __bsfq(long long __x) { return __builtin_ctzll((unsigned long long)__x); }
__JCIRC_INTRIN int __bsrq(long long __x) { return 63 - __builtin_clzll((unsigned long long)__x); }
#define _bit_scan_forward(a) __bsfd(a)
#define _bit_scan_reverse(a) __bsrd(a)
__JCIRC_INTRIN int __bswapd(int __x) { return (int)__builtin_bswap32((unsigned int)__x); }
__JCIRC_INTRIN long long __bswapq(long long __x) { return (long long)__builtin_bswap64((unsigned long long)__x); }
#define _bswap(a) __bswapd(a)
#define _bswap64(a) __bswapq(a)
__JCIRC_INTRIN int __popcntd(unsigned int __x) { return __builtin_popcount(__x); }
__JCIRC_INTRIN int __popcntq(unsigned long long __x) { return __builtin_popcountll(__x); }
#define _popcnt32(a) __popcntd(a)
#define _popcnt64(a) __popcntq(a)
__JCIRC_INTRIN unsigned char __rolb(unsigned char __x, int __n) { __n &= 7; return (unsigned char)((__x << __n) | (__x >> ((8 - __n) & 7))); }
__JCIRC_INTRIN unsigned char __rorb(unsigned char __x, int __n) { __n &= 7; return (unsigned char)((__x >> __n) | (__x << ((8 - __n) & 7))); }
__JCIRC_INTRIN unsigned short __rolw(unsigned short __x, int __n) { __n &= 15; return (unsigned short)((__x << __n) | (__x >> ((16 - __n) & 15))); }
__JCIRC_INTRIN unsigned short __rorw(unsigned short __x, int __n) { __n &= 15; return (unsigned short)((__x >> __n) | (__x << ((16 - __n) & 15))); }
__JCIRC_INTRIN unsigned int __rold(unsigned int __x, int __n) { __n &= 31; return (__x << __n) | (__x >> ((32 - __n) & 31)); }
__JCIRC_INTRIN unsigned int __rord(unsigned int __x, int __n) { __n &= 31; return (__x >> __n) | (__x << ((32 - __n) & 31)); }
__JCIRC_INTRIN unsigned long long __rolq(unsigned long long __x, int __n) { __n &= 63; return (__x << __n) | (__x >> ((64 - __n) & 63)); }
__JCIRC_INTRIN unsigned long long __rorq(unsigned long long __x, int __n) { __n &= 63; return (__x >> __n) | (__x << ((64 - __n) & 63)); }
#define _rotl(a, b) __rold((a), (b))
#define _rotr(a, b) __rord((a), (b))
#define _rotwl(a, b) __rolw((a), (b))
#define _rotwr(a, b) __rorw((a), (b))
#define _lrotl(a, b) __rolq((a), (b))
#define _lrotr(a, b) __rorq((a), (b))

#endif
