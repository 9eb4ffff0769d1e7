// Signed overflow is undefined in C (6.5p5): int/long add, sub, mul, negation and ++/-- get nsw,
// as clang-19 emits them; unsigned, char/short-width and pointer-difference arithmetic does not;
// -fwrapv (and -ftrapv) remove every nsw. Both paths.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fwrapv -o - | FileCheck %s --check-prefix=WRAPV
// RUN: jcirc %s -S -emit-llvm -fcir-direct -ftrapv -o - | FileCheck %s --check-prefix=WRAPV
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null
// RUN: jcirc %s -emit-scf -o - | jcir-opt - -p convert-scf-to-cf,convert-to-llvm-dialect | FileCheck %s --check-prefix=DIALECT

// DIALECT-LABEL: llvm.func @arith(
// DIALECT: %[[M:.*]] = llvm.mul %arg0, %arg1 {overflowFlags = #llvm.overflow<nsw>} : i32
// DIALECT: llvm.add %[[M]], %arg0 {overflowFlags = #llvm.overflow<nsw>} : i32

// CHECK-LABEL: define i32 @arith(i32 %arg0, i32 %arg1)
// CHECK: %[[M:.*]] = mul nsw i32 %{{.*}}, %{{.*}}
// CHECK: %[[A:.*]] = add nsw i32 %[[M]], %{{.*}}
// CHECK: %[[S:.*]] = sub nsw i32 %[[A]], %{{.*}}
// CHECK: %[[N:.*]] = sub nsw i32 0, %[[S]]
// CHECK: ret i32
// WRAPV-LABEL: define i32 @arith(
// WRAPV-NOT: nsw
// WRAPV: ret i32
int arith(int a, int b) { return -(a * b + a - b); }

// CHECK-LABEL: define i64 @wide(i64 %arg0)
// CHECK: add nsw i64 %{{.*}}, -1
long wide(long x) { return --x; }

// unsigned arithmetic wraps (6.2.5p9): no nsw
// CHECK-LABEL: define i32 @uns(i32 %arg0, i32 %arg1)
// CHECK-NOT: nsw
// CHECK: ret i32
unsigned uns(unsigned a, unsigned b) { return a * b + a - b; }

// c++ on a char is the promoted int add then a defined conversion back: an i8 add without nsw
// CHECK-LABEL: define signext i8 @narrow(i8 %arg0)
// CHECK: add i8 %{{.*}}, 1
// CHECK: ret i8
signed char narrow(signed char c) { c++; return c; }

// p - q: a plain sub of the addresses (clang: plain sub), divided by the element size; CIRGen's
// p - q looks like C's ((long)p - (long)q) / 3, so neither division is exact (ctest 780)
// CHECK-LABEL: define i64 @diff(ptr %arg0, ptr %arg1)
// CHECK: %[[P:.*]] = ptrtoint ptr %{{.*}} to i64
// CHECK: %[[Q:.*]] = ptrtoint ptr %{{.*}} to i64
// CHECK: %[[D:.*]] = sub i64 %[[P]], %[[Q]]
// CHECK: %[[E:.*]] = sdiv i64 %[[D]], 4
// CHECK: ret i64
long diff(int *p, int *q) { return p - q; }

// CHECK-LABEL: define i64 @thirds(ptr %arg0, ptr %arg1)
// CHECK: %[[D:.*]] = sub i64 %{{.*}}, %{{.*}}
// CHECK: sdiv i64 %[[D]], {{%.*|3}}
long thirds(char *p, char *q) { return ((long)p - (long)q) / 3; }
