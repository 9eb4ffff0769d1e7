// -fscf-parallel: loops with independent iterations become scf.parallel (reductions in scf.reduce),
// loops with a carried dependence stay scf.for; the output is valid upstream MLIR.
// RUN: jcirc -emit-scf -fscf-parallel %s -o - | FileCheck %s
// RUN: jcirc -emit-scf -fscf-parallel %s -o %t.mlir && mlir-opt-19 --verify-each %t.mlir -o /dev/null
// RUN: jcirc -emit-scf %s -o - | FileCheck %s --check-prefix=OFF

int a[100], b[100], c[100];
int g[10][10], h[10][10];
float f[100];

// CHECK-LABEL: func.func @vadd(
// CHECK: %[[LB:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[UB:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK: %[[ST:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[LB]]) to (%[[UB]]) step (%[[ST]]) {
// CHECK-NEXT: %[[IV:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK: llvm.store
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NOT: scf.for
// CHECK: return
// OFF-LABEL: func.func @vadd(
// OFF-NOT: scf.parallel
// OFF: scf.for
void vadd(int n) { for (int i = 0; i < n; i++) c[i] = a[i] + b[i]; }

// CHECK-LABEL: func.func @sum(
// CHECK: %[[Z:.*]] = arith.constant 0 : i64
// CHECK: %[[R:.*]] = scf.parallel (%{{.*}}) = ({{.*}}) to ({{.*}}) step ({{.*}}) init (%[[Z]]) -> i64 {
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK-NEXT: %[[X:.*]] = arith.extsi %[[V]] : i32 to i64
// CHECK-NEXT: scf.reduce(%[[X]] : i64) {
// CHECK-NEXT: ^bb0(%[[L:.*]]: i64, %[[RR:.*]]: i64):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[L]], %[[RR]] : i64
// CHECK-NEXT: scf.reduce.return %[[S]] : i64
// CHECK: return %[[R]] : i64
long sum(int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

// max written as an if: the scf.if disappears into an arith.maxsi reduction
// CHECK-LABEL: func.func @max_if(
// CHECK: scf.parallel {{.*}} init ({{.*}}) -> i32 {
// CHECK-NOT: scf.if
// CHECK: scf.reduce(%{{.*}} : i32) {
// CHECK: arith.maxsi
int max_if(int n) { int m = a[0]; for (int i = 1; i < n; i++) if (a[i] > m) m = a[i]; return m; }

// CHECK-LABEL: func.func @min_ternary(
// CHECK: scf.parallel
// CHECK: scf.reduce(%{{.*}} : i32) {
// CHECK: arith.minsi
int min_ternary(int n) { int m = a[0]; for (int i = 1; i < n; i++) m = a[i] < m ? a[i] : m; return m; }

// unsigned max with the accumulator first: m > u ? m : u
// CHECK-LABEL: func.func @umax(
// CHECK: scf.reduce(%{{.*}} : i32) {
// CHECK: arith.maxui
unsigned umax(unsigned *u, int n) { unsigned m = 0; for (int i = 0; i < n; i++) m = m > u[i] ? m : u[i]; return m; }

// two reductions in one loop: one scf.reduce with two regions
// CHECK-LABEL: func.func @two(
// CHECK: scf.parallel {{.*}} init ({{.*}}, {{.*}}) -> (i32, i32) {
// CHECK: scf.reduce(%{{.*}}, %{{.*}} : i32, i32) {
// CHECK: arith.addi
// CHECK: }, {
// CHECK: arith.muli
int two(int n) { int s = 0, p = 1; for (int i = 0; i < n; i++) { s += a[i]; p *= b[i]; } return s + p; }

// 2-D stencil into another array: the row loop is parallel, the column loop stays scf.for inside
// CHECK-LABEL: func.func @stencil(
// CHECK: scf.parallel
// CHECK: scf.for
// CHECK: scf.reduce
void stencil(void) {
    for (int i = 1; i < 9; i++)
        for (int j = 1; j < 9; j++) h[i][j] = g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1];
}

// ---- negative cases: stay scf.for

// a[i] reads a[i-1], written by the previous iteration
// CHECK-LABEL: func.func @prefix(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
void prefix(int n) { for (int i = 1; i < n; i++) a[i] = a[i - 1] + a[i]; }

// stores through pointers of unknown origin may alias each other
// CHECK-LABEL: func.func @through_pointers(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
void through_pointers(int *p, int *q, int n) { for (int i = 0; i < n; i++) p[i] = q[i] + 1; }

// every iteration writes the same element
// CHECK-LABEL: func.func @same_element(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
void same_element(int n) { for (int i = 0; i < n; i++) c[0] = c[0] + a[i]; }

// a call with side effects
// CHECK-LABEL: func.func @calls(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
int putchar(int);
void calls(int n) { for (int i = 0; i < n; i++) { c[i] = i; putchar('x'); } }

// a carried value that is not a reduction
// CHECK-LABEL: func.func @recurrence(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
int recurrence(int n) { int x = 1; for (int i = 0; i < n; i++) x = x * 3 - a[i]; return x; }

// float sums stay sequential without -ffast-math
// CHECK-LABEL: func.func @fsum(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
float fsum(int n) { float s = 0; for (int i = 0; i < n; i++) s += f[i]; return s; }
