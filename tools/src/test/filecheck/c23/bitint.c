// _BitInt widths jcirc rejects, with clang-19's wording (its limit is 8388608 bits), each at the specifier;
// _Atomic _BitInt of any width (clang-19 has none); __builtin_mul_overflow with a signed _BitInt above 128 bits.
// RUN: not jcirc -std=c23 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

_BitInt(1) too_narrow;
// CHECK: bitint.c:[[@LINE-1]]:1: error: signed _BitInt must have a bit size of at least 2
unsigned _BitInt(0) empty;
// CHECK: bitint.c:[[@LINE-1]]:1: error: unsigned _BitInt must have a bit size of at least 1
_BitInt(8388609) too_wide;
// CHECK: bitint.c:[[@LINE-1]]:1: error: signed _BitInt of bit sizes greater than 8388608 not supported
unsigned _BitInt(8388609) too_wide_u;
// CHECK: bitint.c:[[@LINE-1]]:1: error: unsigned _BitInt of bit sizes greater than 8388608 not supported
_Atomic _BitInt(24) atomic_narrow;
// CHECK: bitint.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to integer type '_BitInt(24)'
_Atomic unsigned _BitInt(300) atomic_wide;
// CHECK: bitint.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to integer type 'unsigned _BitInt(300)'
int mul_wide(_BitInt(200) a, long long b, long long *r) { return __builtin_mul_overflow(b, a, r); }
// CHECK: bitint.c:[[@LINE-1]]:92: error: __builtin_mul_overflow does not support 'signed _BitInt' operands of more than 128 bits
int mul_wide_unsigned(unsigned _BitInt(200) a, long long b, long long *r) { return __builtin_mul_overflow(b, a, r); }   // fine
int add_wide(_BitInt(200) a, _BitInt(200) *r) { return __builtin_add_overflow(a, a, r); }   // fine
int width = 8;
_BitInt(width) not_constant;
// CHECK: bitint.c:[[@LINE-1]]:1: error: _BitInt width must be an integer constant expression
unsigned _BitInt(1) one_bit;                // fine
_BitInt(128) in_registers;                  // fine
_BitInt(200) wide;                          // fine: in memory
unsigned _BitInt(8388608) widest;           // fine: clang-19's limit
unsigned _BitInt(65) above_64;              // fine
_BitInt(2 * 4 + 1) nine_bits;               // fine: a constant expression
