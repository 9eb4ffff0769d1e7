// Exact constants: long double constants keep the 64-bit x87 significand (printed as their 80 bits,
// #cir.fp<0x...>, an f80 arith.constant / llvm.mlir.global in hex, LLVM's 0xK form), __int128
// constants are folded in 128 bits, and complex constant expressions become #cir.const_complex.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-scf | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -emit-llvm -S -o - | FileCheck %s --check-prefix=LL

// CHECK: cir.global internal @tenth : !cir.long_double = #cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double
// SCF:   llvm.mlir.global internal @tenth(0x3FFBCCCCCCCCCCCCCCCD : f80)
// LL:    @tenth = internal global x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, align 16
static long double tenth = 0.1L;

// LDBL_MAX overflows a double: it must not become infinity
// CHECK: cir.global external @max : !cir.long_double = #cir.fp<0x7FFEFFFFFFFFFFFFFFFF> : !cir.long_double
// LL:    @max = global x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, align 16
long double max = 1.18973149535723176502e+4932L;

// the smallest subnormal long double
// CHECK: cir.global external @denorm : !cir.long_double = #cir.fp<0x00000000000000000001> : !cir.long_double
// LL:    @denorm = global x86_fp80 0xK00000000000000000001, align 16
long double denorm = 3.64519953188247460253e-4951L;

// a value that a double holds exactly prints as before
// CHECK: cir.global external @half : !cir.long_double = #cir.fp<0.5> : !cir.long_double
// LL:    @half = global x86_fp80 0xK3FFE8000000000000000, align 16
long double half = 0.5L;

// CHECK: cir.global external @wide : !s128i = #cir.int<1267650600228229401496703205376> : !s128i
// SCF:   llvm.mlir.global external @wide(1267650600228229401496703205376 : i128)
// LL:    @wide = global i128 1267650600228229401496703205376, align 16
__int128 wide = (__int128)1 << 100;

// CHECK: cir.global external @ones : !u128i = #cir.int<340282366920938463463374607431768211455> : !u128i
// LL:    @ones = global i128 -1, align 16
unsigned __int128 ones = -(unsigned __int128)1;

// CHECK: cir.global external @z : !cir.complex<!cir.double> = #cir.const_complex<#cir.fp<1.0> : !cir.double, #cir.fp<2.0> : !cir.double> : !cir.complex<!cir.double>
// SCF:   llvm.mlir.global external @z() {{.*}} : !llvm.struct<(f64, f64)> {
// SCF:     llvm.insertvalue
// LL:    @z = global { double, double } { double 1.0, double 2.0 }, align 8
double _Complex z = 1.0 + 2.0i;

// CHECK: cir.global external @zl : !cir.complex<!cir.long_double> = #cir.const_complex<#cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double, #cir.fp<-3.0> : !cir.long_double>
// LL:    @zl = global { x86_fp80, x86_fp80 } { x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xKC000C000000000000000 }, align 16
long double _Complex zl = 0.1L - 3.0il;

// CHECK-LABEL: cir.func @f() -> !cir.long_double
// CHECK:         cir.const(#cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double) : !cir.long_double
// SCF-LABEL:   func.func @f() -> f80
// SCF:           arith.constant 0x3FFBCCCCCCCCCCCCCCCD : f80
// LL-LABEL:    define x86_fp80 @f()
// LL:            ret x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD
long double f(void) { return 0.1L; }
