// <tgmath.h>'s macros (glibc's __builtin_tgmath, a _Generic selection of function designators here) call the chosen
// function directly, as gcc and clang do: no function pointer, and creal/cimag/conj stay part operations, so a
// program using only them links without -lm.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL
#include <tgmath.h>

// CHECK-LABEL: cir.func @root(
// CHECK:         %[[F:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.float>, !cir.float
// CHECK:         %[[R:.+]] = cir.call @sqrtf(%[[F]]) : (!cir.float) -> !cir.float
// CHECK:         cir.return %[[R]] : !cir.float
// LL-LABEL:    define float @root(
// LL:            call float @sqrtf(
float root(float f) { return sqrt(f); }

// CHECK-LABEL: cir.func @lroot(
// CHECK:         cir.call @sqrtl(
long double lroot(long double x) { return sqrt(x); }

// CHECK-LABEL: cir.func @re(
// CHECK-NOT:     cir.call
// CHECK:         %[[Z:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.complex<!cir.double>>, !cir.complex<!cir.double>
// CHECK:         cir.complex.real %[[Z]] : !cir.complex<!cir.double> -> !cir.double
// CHECK:         cir.return
// LL-LABEL:    define double @re(
// LL-NOT:        call
// LL:            ret double
double re(double _Complex z) { return creal(z); }

// CHECK-LABEL: cir.func @imf(
// CHECK-NOT:     cir.call
// CHECK:         cir.complex.imag %{{.+}} : !cir.complex<!cir.float> -> !cir.float
// CHECK:         cir.return
float imf(float _Complex z) { return cimag(z); }
