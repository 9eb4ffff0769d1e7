// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// Address-taken and variadic functions in the forms upstream MLIR 19 lowers (docs/lowering.md,
// "Upstream MLIR 19 lowers -emit-scf"): bodies are func.func, addresses func.constant.
#include <stdarg.h>

// CHECK-LABEL: func.func private @twice(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK-LABEL: llvm.mlir.global external @table()
// CHECK-NEXT:    %[[F:.*]] = func.constant @twice : (i32) -> i32
// CHECK-NEXT:    %[[P:.*]] = builtin.unrealized_conversion_cast %[[F]] : (i32) -> i32 to !llvm.ptr
// CHECK:         llvm.insertvalue %[[P]], %{{.*}}[0] : !llvm.array<1 x ptr>
static int twice(int x) { int r = 0; for (int i = 0; i < 2; i++) r += x; return r; }
int (*table[])(int) = { twice };


// CHECK-LABEL: llvm.func @sum(%arg0: i32, ...) -> i32 {
// CHECK:         %[[AP:.*]] = llvm.alloca %{{.*}} x !llvm.array<1 x struct<(i32, i32, ptr, ptr)>> {alignment = 16 : i64}
// CHECK-NEXT:    llvm.intr.vastart %[[AP]] : !llvm.ptr
// CHECK-NEXT:    %[[R:.*]] = func.call @sum.vabody(%arg0, %[[AP]]) : (i32, !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.intr.vaend %[[AP]] : !llvm.ptr
// CHECK-NEXT:    llvm.return %[[R]] : i32
// CHECK-LABEL: func.func private @sum.vabody(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
// CHECK:         %[[LIST:.*]] = llvm.alloca
// CHECK:         llvm.intr.vacopy %arg1 to %[[LIST]] : !llvm.ptr, !llvm.ptr
// CHECK-NOT:     llvm.intr.vastart
// CHECK:         scf.for
// CHECK:         llvm.intr.vaend %[[LIST]] : !llvm.ptr
int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}


// CHECK-LABEL: func.func @call_through(%arg0: i32) -> i32 {
// CHECK:         %[[G:.*]] = constant @twice : (i32) -> i32
// CHECK-NEXT:    %[[GP:.*]] = builtin.unrealized_conversion_cast %[[G]] : (i32) -> i32 to !llvm.ptr
// CHECK:         llvm.call %[[GP]](%arg0) : !llvm.ptr, (i32) -> i32
int call_through(int x) { int (*f)(int) = twice; return f(x); }
